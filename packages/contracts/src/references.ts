// Contracts of the references area's API calls (spec part 2 §7).
export {};
