import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** A <script> element without a src attribute, and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/**
 * The `'sha256-…'` source of each inline script in an HTML page (index.html's theme-before-paint
 * script), computed from the page served, so a changed script is allowed as it is, never blocked.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, text = '']) => {
    // The browser hashes the text as parsed, and the HTML parser turns CR LF and lone CR into LF.
    const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64');
    return `'sha256-${digest}'`;
  });
}

/**
 * hono's secure headers with a Content-Security-Policy for every answer (the SPA's page and the
 * API's JSON alike): scripts only from this origin plus the given inline-script hashes (and
 * WebAssembly compiled from them), and no
 * framing at all (frame-ancestors for current browsers, X-Frame-Options for older ones).
 */
export function securityHeaders(options: { inlineScriptHashes: readonly string[] }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval' compiles WebAssembly (and allows no eval of text): the gate's QR decoder,
      // ZXing as .wasm from our own assets, for phones without BarcodeDetector.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...options.inlineScriptHashes],
      // <style> elements written at run time need 'unsafe-inline': Radix dialogs (react-remove-scroll)
      // write one whose text holds the measured scrollbar width, so no hash can name it, and sonner
      // writes its stylesheet without a nonce. React's style props go through CSSOM, never blocked.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // data: for the favicon in index.html and the tickets' QR codes (SVG data URLs).
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The Web Push service worker (/sw.js); workers would otherwise fall back to script-src.
      workerSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
  });
}
