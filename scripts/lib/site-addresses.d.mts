export declare function siteSampleAddresses(): Promise<string[]>;
