export interface ThrowawayPostgres {
  url: string;
  port: number;
  folder: string;
  dataDir: string;
  /** Stops the server and deletes its data. */
  stop(): Promise<void>;
  /** Stops the server as an administrator would (fast: open sessions are ended), keeping its data. */
  shutDown(): Promise<void>;
  /** Starts the server again on its data folder and port. */
  startAgain(): Promise<void>;
  /** The postmaster's process id; undefined while the server is down. */
  postmasterPid(): number | undefined;
}

/** A TCP port on 127.0.0.1 that nobody listens on right now. */
export declare function freePort(): Promise<number>;
export declare function startThrowawayPostgres(options?: {
  port?: number;
  pgBin?: string;
  settings?: Record<string, string | number>;
}): Promise<ThrowawayPostgres>;
