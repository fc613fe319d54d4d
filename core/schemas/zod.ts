import { z } from 'zod';

// Every core schema imports `z` from here so that this runs before the first parse, and only in
// the code that parses. Our CSP forbids eval: in the browser zod would otherwise probe
// `new Function('')` on its first object parse, which the browser blocks and reports as a CSP
// violation (the XSS e2e treats any as a failure). Node has no CSP and parses faster with it.
// core/ compiles without DOM types, so the browser is recognised through globalThis.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

export { z };
