// Contracts of the Enneagram area's API calls (spec part 2 §3, §5, §7), the validation rules the
// forms and the server share, and small lookups that do not depend on any storage.
import { z } from 'zod';
import { defineContract } from './contract';
import { firstData as firstDataPaths } from './enneagram.paths';

// ---------------------------------------------------------------------------------------------
// Types and letters (spec §3 table)
// ---------------------------------------------------------------------------------------------

/** The nine type slugs, in type-number order: `enneagramTypeSlugs[n - 1]` is type n. */
export const enneagramTypeSlugs = [
  'reformer',
  'helper',
  'achiever',
  'individualist',
  'investigator',
  'loyalist',
  'enthusiast',
  'challenger',
  'peacemaker',
] as const;
export type EnneagramTypeSlug = (typeof enneagramTypeSlugs)[number];

/** The code letters in type-number order, aligned with `enneagramTypeSlugs` (D is type 1, A type 9). */
export const enneagramTypeLetters = ['D', 'F', 'C', 'E', 'H', 'B', 'I', 'G', 'A'] as const;
export type EnneagramLetter = (typeof enneagramTypeLetters)[number];

export const enneagramTypeSlugSchema = z.enum(enneagramTypeSlugs);
export const enneagramLetterSchema = z.enum(enneagramTypeLetters);

/** The type a code letter stands for. */
export function typeSlugOfLetter(letter: EnneagramLetter): EnneagramTypeSlug {
  return enneagramTypeSlugs[enneagramTypeLetters.indexOf(letter)]!;
}

/** The code letter of a type. */
export function letterOfTypeSlug(slug: EnneagramTypeSlug): EnneagramLetter {
  return enneagramTypeLetters[enneagramTypeSlugs.indexOf(slug)]!;
}

/** 1 for reformer … 9 for peacemaker. */
export function typeNumberOfSlug(slug: EnneagramTypeSlug): number {
  return enneagramTypeSlugs.indexOf(slug) + 1;
}

/** True for one of the nine slugs (route parameters arrive as plain strings). */
export function isEnneagramTypeSlug(value: string): value is EnneagramTypeSlug {
  return (enneagramTypeSlugs as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Questions and answers
// ---------------------------------------------------------------------------------------------

/** The test has 144 questions, ids 1..144. */
export const enneagramQuestionCount = 144;

/** g growth, s stress, n neutral. */
export const answerLevels = ['g', 's', 'n'] as const;
export const answerLevelSchema = z.enum(answerLevels);
export type AnswerLevel = z.infer<typeof answerLevelSchema>;

/** Bounds that keep a saved test small without getting in the way of real statements. */
export const statementMaxLength = 500;
const statementSchema = z.string().min(1).max(statementMaxLength);

export const questionSchema = z.object({
  id: z.number().int().min(1).max(enneagramQuestionCount),
  a1: statementSchema,
  a2: statementSchema,
  gs1: answerLevelSchema,
  gs2: answerLevelSchema,
});
export type Question = z.infer<typeof questionSchema>;

/** '' not answered yet, 'neither', or the chosen statement. */
export const answerSelections = ['', 'neither', '1', '2'] as const;
export const answerSelectionSchema = z.enum(answerSelections);
export type AnswerSelection = z.infer<typeof answerSelectionSchema>;

/** One answer inside a test: the question (id as text, as the spec stores it) and the selection. */
export const answerItemSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,2}$/, 'The answer id is a question number'),
  selection: answerSelectionSchema,
  a1: statementSchema,
  a2: statementSchema,
  gs1: answerLevelSchema,
  gs2: answerLevelSchema,
});
export type AnswerItem = z.infer<typeof answerItemSchema>;

/** The answer items of a test not yet begun: one per question, nothing selected. */
export function blankAnswerItems(questions: readonly Question[]): AnswerItem[] {
  return questions.map((question) => ({
    id: String(question.id),
    selection: '',
    a1: question.a1,
    a2: question.a2,
    gs1: question.gs1,
    gs2: question.gs2,
  }));
}

/** The answer-key id of an answer: "{question id}.{selection}", e.g. "17.2". */
export function answerKeyId(questionId: number | string, selection: '1' | '2'): string {
  return `${questionId}.${selection}`;
}

/**
 * Why these answers cannot be saved as a finished test, or undefined when they can: exactly one
 * answer for each question 1..144, each answered ('neither' counts as answered).
 */
export function unfinishedAnswersProblem(answers: readonly AnswerItem[]): string | undefined {
  if (answers.length !== enneagramQuestionCount) {
    return `A test has ${enneagramQuestionCount} answers, not ${answers.length}`;
  }
  const seen = new Set<number>();
  for (const answer of answers) {
    const id = Number(answer.id);
    if (id < 1 || id > enneagramQuestionCount) return `There is no question ${answer.id}`;
    if (seen.has(id)) return `Question ${answer.id} is answered twice`;
    seen.add(id);
    if (answer.selection === '') return `Question ${answer.id} is not answered`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Saved tests
// ---------------------------------------------------------------------------------------------

/** The spec's date format. */
export const enneagramDatePattern = /^(\d{4})\/(\d{2})\/(\d{2})$/;

/** True for a real calendar date written yyyy/MM/dd. */
export function isEnneagramDate(text: string): boolean {
  const match = enneagramDatePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const enneagramDateSchema = z
  .string()
  .refine(isEnneagramDate, 'The date is a real day written yyyy/MM/dd');

export const testTitleMaxLength = 100;
export const testTitleSchema = z
  .string({ error: 'Enter a title for the test.' })
  .trim()
  .min(1, { error: 'Enter a title for the test.', abort: true })
  .max(testTitleMaxLength, `The title has at most ${testTitleMaxLength} characters.`);

/** One user's saved tests have distinct titles: the comparator tells them apart by title. */
export const testTitleTakenMessage = 'You already have a saved test with this title. Choose another title.';

/** A saved test as the server lists it (its answers are not checked for completeness here). */
export const testResultSchema = z.object({
  userid: z.string().min(1),
  title: testTitleSchema,
  date: enneagramDateSchema,
  // The length is checked before any item, so a body of many thousand answers fails at once.
  answers: z
    .array(answerItemSchema)
    .max(enneagramQuestionCount, `A test has ${enneagramQuestionCount} answers, not more`),
});
export type TestResult = z.infer<typeof testResultSchema>;

/** A test sent to be saved: a finished test, every one of the 144 questions answered. */
export const saveTestBodySchema = testResultSchema.superRefine((test, context) => {
  const problem = unfinishedAnswersProblem(test.answers);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['answers'] });
});

// ---------------------------------------------------------------------------------------------
// Accounts (spec §5)
// ---------------------------------------------------------------------------------------------

export const credentialMinLength = 6;
export const credentialMaxLength = 32;

export const usernameMessages = {
  required: 'Username is required.',
  tooShort: `Username must be at least ${credentialMinLength} characters.`,
  tooLong: `Username must be at most ${credentialMaxLength} characters.`,
  controlCharacters: 'Username cannot contain control characters.',
  /** At sign-up: a forbidden name or one already taken. */
  forbiddenOrTaken: 'This username is forbidden or already in database. Choose another user name.',
  /** At login the forbidden list is empty, so this never shows; kept for the form's rule. */
  forbidden: 'This username is forbidden.',
} as const;

export const passwordMessages = {
  required: 'Password is required.',
  tooShort: `Password must be at least ${credentialMinLength} characters.`,
  tooLong: `Password must be at most ${credentialMaxLength} characters.`,
} as const;

/** A user name: trimmed, then 6 to 32 characters. */
export const usernameSchema = z
  .string({ error: usernameMessages.required })
  .trim()
  .min(1, { error: usernameMessages.required, abort: true })
  .min(credentialMinLength, usernameMessages.tooShort)
  .max(credentialMaxLength, usernameMessages.tooLong)
  // eslint-disable-next-line no-control-regex -- exactly the characters refused
  .regex(/^[^\u0000-\u001f\u007f]*$/, usernameMessages.controlCharacters);

/** A password: 6 to 32 characters, taken as typed (not trimmed). */
export const passwordSchema = z
  .string({ error: passwordMessages.required })
  .min(1, { error: passwordMessages.required, abort: true })
  .min(credentialMinLength, passwordMessages.tooShort)
  .max(credentialMaxLength, passwordMessages.tooLong);

export const enneagramCredentialsSchema = z.object({ username: usernameSchema, password: passwordSchema });
export type EnneagramCredentials = z.infer<typeof enneagramCredentialsSchema>;

/** Names nobody may sign up with. */
export const forbiddenUsernames = ['root', 'admin'] as const;

/** The form of a user name that is stored and compared: trimmed. */
export function normalizeUsername(name: string): string {
  return name.trim();
}

/**
 * True when a new account may not take this name: 'root', 'admin' (any case) or an existing
 * user id. Login passes no existing names, so there it only refuses the reserved ones.
 */
export function isForbiddenUsername(name: string, existingUserIds: readonly string[] = []): boolean {
  const trimmed = normalizeUsername(name);
  const lower = trimmed.toLowerCase();
  return (
    (forbiddenUsernames as readonly string[]).includes(lower) ||
    existingUserIds.some((userid) => normalizeUsername(userid) === trimmed)
  );
}

/**
 * Header names of the sign-up, login and save-test calls. Sign-up and login send an empty bearer
 * `authorization` header as well (the spec's call shape); the server does not read it.
 */
export const enneagramHeaderNames = { username: 'username', password: 'password' } as const;

/**
 * Header values are percent-encoded (`encodeURIComponent`) so that any Unicode name or password
 * survives HTTP headers, which carry bytes, not text; plain ASCII names look the same.
 */
export function encodeEnneagramHeader(value: string): string {
  return encodeURIComponent(value);
}

/** The inverse of `encodeEnneagramHeader`; undefined when the value is not valid percent-encoding. */
export function decodeEnneagramHeader(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The headers of a sign-up or login call. */
export function enneagramCredentialHeaders(username: string, password: string): Record<string, string> {
  return {
    authorization: 'Bearer ',
    [enneagramHeaderNames.username]: encodeEnneagramHeader(username),
    [enneagramHeaderNames.password]: encodeEnneagramHeader(password),
  };
}

/** The header of a save-test call. */
export function enneagramUserHeader(username: string): Record<string, string> {
  return { [enneagramHeaderNames.username]: encodeEnneagramHeader(username) };
}

export const enneagramUserSchema = z.object({ userid: z.string() });
export type EnneagramUser = z.infer<typeof enneagramUserSchema>;

/** The name of the session cookie login sets (HttpOnly: pages never read it). */
export const enneagramSessionCookie = 'enneagram_session';

// ---------------------------------------------------------------------------------------------
// Query (the User Results menu's call)
// ---------------------------------------------------------------------------------------------

export const enneagramQueryQualifiers = ['Must Match', 'Should Match'] as const;
export const enneagramQueryFields = ['userid', 'title'] as const;
export const enneagramMatchTypes = ['Matches', 'Match Phrase'] as const;

export const enneagramQueryEntrySchema = z.object({
  field: z.enum(enneagramQueryFields),
  type: z.enum(enneagramMatchTypes),
  search: z.string().max(200),
});
export type EnneagramQueryEntry = z.infer<typeof enneagramQueryEntrySchema>;

export const enneagramQuerySchema = z.object({
  qualifier: z.enum(enneagramQueryQualifiers),
  entries: z.array(enneagramQueryEntrySchema).min(1).max(20),
});
export type EnneagramQuery = z.infer<typeof enneagramQuerySchema>;

function words(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Does one entry match a value? 'Matches': every word of the search occurs in the value, in any
 * order; 'Match Phrase': the words occur in this order, one space apart, as one piece of the
 * value. Both ignore case and runs of white space. A search without words matches every value.
 */
export function entryMatches(entry: EnneagramQueryEntry, value: string): boolean {
  const searchWords = words(entry.search);
  const normalized = words(value).join(' ');
  if (entry.type === 'Match Phrase') return normalized.includes(searchWords.join(' '));
  return searchWords.every((word) => normalized.includes(word));
}

/** 'Must Match': every entry matches; 'Should Match': at least one does. */
export function testMatchesQuery(test: Pick<TestResult, 'userid' | 'title'>, query: EnneagramQuery): boolean {
  const matches = (entry: EnneagramQueryEntry) => entryMatches(entry, test[entry.field]);
  return query.qualifier === 'Must Match' ? query.entries.every(matches) : query.entries.some(matches);
}

/** The order in which the server lists tests: user id, then date, then title. */
export function compareTests(a: Pick<TestResult, 'userid' | 'date' | 'title'>, b: typeof a): number {
  const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return byText(a.userid, b.userid) || byText(a.date, b.date) || byText(a.title, b.title);
}

// ---------------------------------------------------------------------------------------------
// Reference content (types, answer key, checklist, page texts)
// ---------------------------------------------------------------------------------------------

export const typeDescriptorSchema = z.object({
  letter: enneagramLetterSchema,
  number: z.number().int().min(1).max(9),
  type: enneagramTypeSlugSchema,
  name: z.string().min(1),
  title: z.string().min(1),
  spectrum: z.string().min(1),
});
export type TypeDescriptor = z.infer<typeof typeDescriptorSchema>;

export const checklistItemSchema = z.object({ id: z.number().int(), item: z.string().min(1) });
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistGroupSchema = z.object({
  e_type: enneagramTypeSlugSchema,
  itemlist: z.array(checklistItemSchema),
});
export type ChecklistGroup = z.infer<typeof checklistGroupSchema>;

/** A block of plain text: a heading and its paragraphs (no HTML). */
export const textSectionSchema = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
});
export type TextSection = z.infer<typeof textSectionSchema>;

export const enneagramPagesSchema = z.object({
  home: z.array(textSectionSchema),
  help: z.array(textSectionSchema),
  answerBins: z.array(textSectionSchema),
});
export type EnneagramPages = z.infer<typeof enneagramPagesSchema>;

export const homeVideoSchema = z.object({
  title: z.string(),
  src: z.string(),
  /** The still shown before the video plays (a black box otherwise). */
  poster: z.string().optional(),
  caption: z.string(),
});
export type HomeVideo = z.infer<typeof homeVideoSchema>;

/** Answer-key ids look like "17.2": question 1..144, selection 1 or 2. */
export const answerKeyIdPattern = /^([1-9][0-9]{0,2})\.([12])$/;

export const answerKeySchema = z.record(
  z.string().regex(answerKeyIdPattern, 'An answer-key id is "{question id}.{1 or 2}"'),
  enneagramLetterSchema,
);
export type AnswerKey = z.infer<typeof answerKeySchema>;

export const enneagramReferenceSchema = z.object({
  types: z.array(typeDescriptorSchema),
  answerKey: answerKeySchema,
  checklist: z.array(checklistGroupSchema),
  pages: enneagramPagesSchema,
  homeVideo: homeVideoSchema,
});
export type EnneagramReference = z.infer<typeof enneagramReferenceSchema>;

export const enneagramMessageSchema = z.object({ msg: z.string() });
export type EnneagramMessage = z.infer<typeof enneagramMessageSchema>;

// ---------------------------------------------------------------------------------------------
// The calls (spec §7). Paths are exact, trailing slashes included.
// ---------------------------------------------------------------------------------------------

/** Every user id, sorted: the User Results menu and the sign-up form's forbidden list. */
export const getEnneagramUsers = defineContract({
  method: 'GET',
  path: firstDataPaths.enneagramUsers,
  response: z.array(enneagramUserSchema),
});

/**
 * Creates an account. Empty body; credentials in headers (`enneagramCredentialHeaders`).
 * 201 `{ userid }`; 400 naming `username` or `password`; 409 for a forbidden or taken name.
 */
export const signUpEnneagramUser = defineContract({
  method: 'POST',
  path: '/apiEnneagram/signup/',
  response: z.object({ userid: z.string() }),
});

/**
 * Signs in: sets the HttpOnly `enneagram_session` cookie. Same headers as sign-up.
 * 401 for a wrong name or password, 429 when rate limited.
 */
export const logInEnneagramUser = defineContract({
  method: 'POST',
  path: '/apiEnneagram/login/',
  response: z.object({ userid: z.string() }),
});

/** Signs out: deletes the server session and clears the cookie. */
export const logOutEnneagramUser = defineContract({
  method: 'POST',
  path: '/apiEnneagram/logout/',
  response: z.object({ userid: z.null() }),
});

/** Every saved test of every user, ordered by user id, date, title. */
export const getEnneagramTests = defineContract({
  method: 'GET',
  path: firstDataPaths.enneagramTests,
  response: z.array(testResultSchema),
});

/**
 * Saves a finished test for the signed-in user; header `username` (`enneagramUserHeader`).
 * 201 `{ msg }`; 401 without a session; 403 when the session's user is not body.userid or the
 * header's name; 400 for an unfinished or malformed test.
 */
export const saveEnneagramTest = defineContract({
  method: 'POST',
  path: '/apiEnneagram/save-test/',
  body: saveTestBodySchema,
  response: enneagramMessageSchema,
});

/** Tests whose user id / title match the query (see `testMatchesQuery`), in list order. */
export const queryEnneagramTests = defineContract({
  method: 'POST',
  path: '/apiEnneagram/query',
  body: enneagramQuerySchema,
  response: z.array(testResultSchema),
});

/** The 144 questions, ordered by id. */
export const getEnneagramQuestions = defineContract({
  method: 'GET',
  path: firstDataPaths.enneagramQuestions,
  response: z.array(questionSchema),
});

/** Type descriptors, answer key, checklist, page texts and the home video. */
export const getEnneagramReference = defineContract({
  method: 'GET',
  path: firstDataPaths.enneagramReference,
  response: enneagramReferenceSchema,
});

/** Owner only: reloads the questions and the reference content from the shipped files. */
export const importEnneagramFactory = defineContract({
  method: 'POST',
  path: '/apiEnneagramImport/factory',
  response: enneagramMessageSchema,
  ownerOnly: true,
});
