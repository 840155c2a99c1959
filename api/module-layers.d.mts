import type { Linter } from 'eslint';

/** The domains of `api/src/modules`, lowest layer first (module-layers.mjs). */
export declare const API_DOMAIN_LAYERS: readonly (readonly string[])[];
/** The infrastructure folders of `api/src`. */
export declare const API_INFRASTRUCTURE: readonly string[];
/** The flat configs of the API's import boundaries. */
export declare function apiBoundaryConfigs(root?: string): Linter.Config[];
