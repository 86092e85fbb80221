/** Put in by the build (vite.config.ts `define`); absent where the code runs unbuilt (unit tests). */
interface ImportMetaEnv {
  /** The product's version: the root package.json's. */
  readonly VITE_APP_VERSION?: string;
  /** When this web app was built (ISO time). */
  readonly VITE_BUILD_TIME?: string;
}
