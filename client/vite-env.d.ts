/// <reference types="vite/client" />

/** The package.json version, injected at build time (shown in the updates dialog). */
declare const __APP_VERSION__: string;
