export declare const areaNamePattern: RegExp;
export declare function spellings(name: string): {
  name: string;
  camel: string;
  pascal: string;
  title: string;
  snake: string;
};
export declare function areaOwnPaths(name: string): string[];
export declare const registrationFiles: string[];
export declare function createArea(name: string, root?: string): string[];
