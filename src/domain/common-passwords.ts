/**
 * The common-password rule, on the @zxcvbn-ts/language-common word lists: a password is common
 * when, ignoring case and undoing look-alike digits and symbols (p@ssw0rd), it is a listed
 * password or a listed word with only digits and symbols around it (Summer#2026!).
 */
export type WordList = ReadonlySet<string>;

const lookAlikes: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', $: 's', '5': 's', '7': 't', '+': 't' };

/** Shorter cores are too short to be called a word: 'ab' around digits is not "a common password". */
const minimumCoreLength = 4;

const undoLookAlikes = (text: string) => [...text].map((c) => lookAlikes[c] ?? c).join('');
const stripEnds = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** What is looked up in the lists for `password`. */
export function commonPasswordCandidates(password: string): string[] {
  const lower = password.toLowerCase();
  const core = stripEnds(lower);
  const candidates = [lower, undoLookAlikes(lower)];
  if ([...core].length >= minimumCoreLength) candidates.push(core, undoLookAlikes(core));
  const unmasked = stripEnds(undoLookAlikes(lower));
  if ([...unmasked].length >= minimumCoreLength) candidates.push(unmasked);
  return [...new Set(candidates)];
}

export function isListedPassword(words: WordList, password: string): boolean {
  return commonPasswordCandidates(password).some((candidate) => words.has(candidate));
}

let words: Promise<WordList> | undefined;

/** The lists are large: loaded on first use, so the sign-in page and a server start do not pay for them. */
export function loadCommonWords(): Promise<WordList> {
  words ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const lists = Object.values(dictionary as Record<string, readonly string[]>);
    return new Set(lists.flat().map((word) => word.toLowerCase()));
  });
  return words;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return isListedPassword(await loadCommonWords(), password);
}
