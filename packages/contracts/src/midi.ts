// Contracts of the midi area's API calls (spec part 2 §7).
export {};
