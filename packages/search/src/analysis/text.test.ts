import { describe, expect, it } from 'vitest';
import { germanStem } from './german-stemmer.ts';
import { analyze, postgresConfigOf, synonymText } from './text.ts';

describe('German stemming', () => {
  it.each([
    ['bohrmaschinen', 'bohrmaschine'],
    ['stichsagen', 'stichsage'],
    ['schraubenschlussel', 'schraubenschlussels'],
    ['werkzeuge', 'werkzeug'],
  ])('%s and %s share a stem', (a, b) => {
    expect(germanStem(a)).toBe(germanStem(b));
  });

  it('keeps words apart that differ in more than an ending', () => {
    expect(germanStem('hammer')).not.toBe(germanStem('hummer'));
  });
});

describe('analyze', () => {
  it('drops the language stopwords, folds accents and stems', () => {
    expect(analyze('Die Säge für Werkzeuge', 'de')).toEqual(['sag', 'werkzeug']);
  });

  it('does not stem a language without a stemmer, but folds it', () => {
    expect(analyze('Wkrętarki', 'pl')).toEqual(['wkretarki']);
  });
});

describe('synonyms', () => {
  it('adds the other words of a group a text mentions, also inside a compound', () => {
    expect(synonymText('Korvald Akku-Bohrschrauber K-200', 'de').split(' ')).toEqual(
      expect.arrayContaining(['akkuschrauber']),
    );
    expect(synonymText('Nordhammer Winkelschleifer', 'de').split(' ')).toEqual(
      expect.arrayContaining(['flex', 'trennschleifer']),
    );
  });

  it('adds nothing to a text without a trade term', () => {
    expect(synonymText('Messschieber digital', 'de')).toBe('');
  });
});

describe('PostgreSQL configurations', () => {
  it('uses the Snowball configuration where PostgreSQL has one, simple otherwise', () => {
    expect(postgresConfigOf('de')).toBe('toolyard_german');
    expect(postgresConfigOf('pl')).toBe('toolyard_simple');
  });
});
