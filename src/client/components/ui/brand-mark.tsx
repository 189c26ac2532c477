/** The KhelPass mark and name, white on the dark bars (header, footer, error page); the caller links it. */
export function BrandMark() {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-lg font-black"
      >
        K
      </span>
      <span className="text-lg font-extrabold tracking-tight">KhelPass</span>
    </>
  );
}
