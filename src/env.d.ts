/// <reference types="vite-plugin-pwa/client" />

/** Injected by vite.config.ts: the build version (package version plus BUILD_ID). */
declare const __BUILD_VERSION__: string;

// hls.js ships no types for its light build; it is the same class without the optional parts.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
