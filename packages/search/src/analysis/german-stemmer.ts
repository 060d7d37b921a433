/**
 * The Snowball German stemmer (https://snowballstem.org/algorithms/german/stemmer.html) on
 * accent-folded lower-case words, so the in-process engine stems like PostgreSQL's german_stem
 * after unaccent. "Bohrmaschinen" and "Bohrmaschine" meet at "bohrmaschin".
 */
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);
const S_ENDING = new Set(['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 'r', 't']);
const ST_ENDING = new Set(['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 't']);

const isVowel = (ch: string | undefined) => ch !== undefined && VOWELS.has(ch);

/** Start of the region after the first non-vowel that follows a vowel, from `from`. */
function regionStart(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i++) {
    if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1;
  }
  return word.length;
}

export function germanStem(input: string): string {
  let word = input.replaceAll('ß', 'ss');
  // u and y between vowels are consonants.
  let marked = '';
  for (let i = 0; i < word.length; i++) {
    const ch = word[i] as string;
    if ((ch === 'u' || ch === 'y') && isVowel(word[i - 1]) && isVowel(word[i + 1]))
      marked += ch.toUpperCase();
    else marked += ch;
  }
  word = marked;
  const r1 = Math.max(3, regionStart(word, 0));
  const r2 = regionStart(word, regionStart(word, 0));
  const inR1 = (suffix: string) => word.endsWith(suffix) && word.length - suffix.length >= r1;
  const inR2 = (suffix: string) => word.endsWith(suffix) && word.length - suffix.length >= r2;
  const cut = (n: number) => {
    word = word.slice(0, word.length - n);
  };

  // Step 1
  const step1 = ['ern', 'em', 'er', 'en', 'es', 'e', 's'].find((s) => word.endsWith(s));
  if (step1 && inR1(step1)) {
    if (step1 === 's') {
      if (S_ENDING.has(word[word.length - 2] ?? '')) cut(1);
    } else {
      cut(step1.length);
      if ((step1 === 'en' || step1 === 'es' || step1 === 'e') && word.endsWith('niss')) cut(1);
    }
  }
  // Step 2
  const step2 = ['est', 'en', 'er', 'st'].find((s) => word.endsWith(s));
  if (step2 && inR1(step2)) {
    if (step2 === 'st') {
      const before = word[word.length - 3] ?? '';
      if (ST_ENDING.has(before) && word.length - 3 >= 3) cut(2);
    } else cut(step2.length);
  }
  // Step 3: d-suffixes in R2
  const step3 = ['isch', 'lich', 'heit', 'keit', 'end', 'ung', 'ig', 'ik'].find((s) => word.endsWith(s));
  if (step3 && inR2(step3)) {
    if (step3 === 'end' || step3 === 'ung') {
      cut(3);
      if (inR2('ig') && !word.endsWith('eig')) cut(2);
    } else if (step3 === 'ig' || step3 === 'ik' || step3 === 'isch') {
      if (word[word.length - step3.length - 1] !== 'e') cut(step3.length);
    } else if (step3 === 'lich' || step3 === 'heit') {
      cut(4);
      if (inR1('er') || inR1('en')) cut(2);
    } else if (step3 === 'keit') {
      cut(4);
      if (inR2('lich')) cut(4);
      else if (inR2('ig')) cut(2);
    }
  }
  return word.replaceAll('U', 'u').replaceAll('Y', 'y');
}
