/// <reference types="vite-plugin-pwa/client" />

/** Injected by vite.config.ts: the build version (package version plus BUILD_ID). */
declare const __BUILD_VERSION__: string;
