// Contracts of the enneagram area's API calls (spec part 2 §7).
export {};
