/**
 * Trade-term synonyms per language (decision 090). Each group lists words a tradesperson uses for
 * the same thing; a document containing one member (also inside a compound: "Akku-Bohrschrauber"
 * contains "bohrschrauber") is indexed with all of them, so a search for any member finds it. Both
 * engines get the same expanded text. Members are lower-case; accents are folded when matching.
 */
export const SYNONYMS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  de: [
    ['bohrschrauber', 'akkuschrauber', 'schrauber'],
    ['winkelschleifer', 'flex', 'trennschleifer'],
    ['kettensäge', 'motorsäge'],
    ['handkreissäge', 'kreissäge'],
    ['stichsäge', 'pendelhubsäge'],
    ['schraubenschlüssel', 'maulschlüssel', 'gabelschlüssel'],
    ['akku', 'batterie', 'accu'],
    ['zimmermannshammer', 'latthammer', 'klauenhammer'],
    ['hochdruckreiniger', 'dampfstrahler'],
  ],
  en: [
    ['cordless drill', 'drill driver', 'screwdriver drill'],
    ['angle grinder', 'grinder', 'flex'],
    ['chainsaw', 'chain saw'],
    ['jigsaw', 'jig saw'],
    ['circular saw', 'skilsaw'],
    ['spanner', 'wrench'],
    ['battery', 'battery pack', 'accu'],
    ['pressure washer', 'power washer', 'jet washer'],
  ],
  fr: [
    ['perceuse-visseuse', 'visseuse', 'perceuse'],
    ['meuleuse', 'disqueuse'],
    ['tronçonneuse', 'scie à chaîne'],
    ['scie sauteuse', 'scie à chantourner'],
    ['clé', 'clef'],
  ],
  it: [
    ['trapano avvitatore', 'avvitatore', 'trapano'],
    ['smerigliatrice', 'flex', 'flessibile'],
    ['motosega', 'sega a catena'],
  ],
  es: [
    ['taladro atornillador', 'atornillador', 'taladro'],
    ['amoladora', 'radial', 'esmeriladora'],
    ['motosierra', 'sierra de cadena'],
  ],
  nl: [
    ['accuboormachine', 'accuschroevendraaier', 'boorschroefmachine'],
    ['haakse slijper', 'slijptol', 'flex'],
    ['kettingzaag', 'motorzaag'],
  ],
  pl: [
    ['wiertarko-wkrętarka', 'wkrętarka', 'wiertarka'],
    ['szlifierka kątowa', 'flex', 'kątówka'],
  ],
  cs: [['aku vrtací šroubovák', 'aku šroubovák', 'vrtačka']],
  sk: [['aku vŕtací skrutkovač', 'aku skrutkovač', 'vŕtačka']],
};
