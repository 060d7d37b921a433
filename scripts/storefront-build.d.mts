export declare const SERVER_BUILD: string;
export declare function storefrontBuildIsStale(): boolean;
export declare function ensureStorefrontBuild(options?: {
  log?: (line: string) => void;
  force?: boolean;
}): boolean;
