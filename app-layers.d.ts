// Types of app-layers.js (plain JavaScript so that eslint.config.js can import it).
import type { Linter } from 'eslint'

export type Floor = { name: string; folders: string[] }
export type LayerException = { from: string; to: string; why: string }

export declare const FLOORS: Floor[]
export declare const EXCEPTIONS: LayerException[]
export declare function allowedImports(folder: string): string[]
export declare function layerRules(): Linter.Config[]
