/**
 * The simulator's gazetteer: a few well-known streets per store country with a postal code that
 * passes the domain's rules (validation/postal-code.ts) and the city a letter would carry. Small
 * and fixed, so what the simulator suggests is the same on every run; the German and Slovak rows
 * are the addresses the tests and fixtures already use (Hauptstraße, 10115 Berlin; Obchodná, 811 06
 * Bratislava).
 */
import type { CountryCode } from '@toolyard/domain';

export interface GazetteerStreet {
  street: string;
  postalCode: string;
  city: string;
  /** A city district that is part of the postal city (CZ "Praha 1"): Google's sublocality_level_1. */
  district?: string;
}

const row = (street: string, postalCode: string, city: string, district?: string): GazetteerStreet =>
  district ? { street, postalCode, city, district } : { street, postalCode, city };

export const GAZETTEER: Readonly<Record<CountryCode, readonly GazetteerStreet[]>> = {
  IE: [row('Grafton Street', 'D02 VF65', 'Dublin'), row("O'Connell Street", 'V94 T9PX', 'Limerick')],
  SK: [
    row('Obchodná', '811 06', 'Bratislava'),
    row('Hlavná', '040 01', 'Košice'),
    row('Národná', '010 01', 'Žilina'),
    row('Štúrova', '949 01', 'Nitra'),
  ],
  DE: [
    row('Hauptstraße', '10115', 'Berlin'),
    row('Friedrichstraße', '10117', 'Berlin'),
    row('Marienplatz', '80331', 'München'),
    row('Königsallee', '40212', 'Düsseldorf'),
    row('Hauptstraße', '69117', 'Heidelberg'),
  ],
  PT: [row('Rua Augusta', '1100-053', 'Lisboa'), row('Rua de Santa Catarina', '4000-447', 'Porto')],
  IT: [
    row('Via del Corso', '00186', 'Roma'),
    row('Via Dante', '20121', 'Milano'),
    row('Via Roma', '10121', 'Torino'),
  ],
  FR: [
    row('Rue de Rivoli', '75001', 'Paris'),
    row('Rue de la République', '69002', 'Lyon'),
    row('La Canebière', '13001', 'Marseille'),
  ],
  HU: [
    row('Andrássy út', '1062', 'Budapest'),
    row('Váci utca', '1052', 'Budapest'),
    row('Széchenyi tér', '6720', 'Szeged'),
  ],
  CZ: [
    row('Václavské náměstí', '110 00', 'Praha', 'Praha 1'),
    row('Masarykova', '602 00', 'Brno'),
    row('Náměstí Republiky', '301 00', 'Plzeň'),
  ],
  AT: [
    row('Mariahilfer Straße', '1070', 'Wien'),
    row('Herrengasse', '8010', 'Graz'),
    row('Getreidegasse', '5020', 'Salzburg'),
  ],
  NO: [row('Karl Johans gate', '0154', 'Oslo'), row('Bryggen', '5003', 'Bergen')],
  NL: [
    row('Damrak', '1012 LP', 'Amsterdam'),
    row('Coolsingel', '3011 AD', 'Rotterdam'),
    row('Oudegracht', '3511 AR', 'Utrecht'),
  ],
  CH: [
    row('Bahnhofstrasse', '8001', 'Zürich'),
    row('Rue du Rhône', '1204', 'Genève'),
    row('Marktgasse', '3011', 'Bern'),
  ],
  BE: [
    row('Rue Neuve', '1000', 'Bruxelles'),
    row('Meir', '2000', 'Antwerpen'),
    row('Veldstraat', '9000', 'Gent'),
  ],
  DK: [row('Frederiksberggade', '1459', 'København K'), row('Vestergade', '8000', 'Aarhus C')],
  SE: [row('Drottninggatan', '111 51', 'Stockholm'), row('Kungsportsavenyn', '411 36', 'Göteborg')],
  ES: [
    row('Gran Vía', '28013', 'Madrid'),
    row('Passeig de Gràcia', '08007', 'Barcelona'),
    row('Calle Larios', '29005', 'Málaga'),
  ],
  GB: [
    row('Oxford Street', 'W1D 1BS', 'London'),
    row('Deansgate', 'M3 4LY', 'Manchester'),
    row('Princes Street', 'EH2 2AN', 'Edinburgh'),
  ],
  FI: [row('Mannerheimintie', '00100', 'Helsinki'), row('Hämeenkatu', '33100', 'Tampere')],
  PL: [row('Marszałkowska', '00-624', 'Warszawa'), row('Floriańska', '31-019', 'Kraków')],
  RO: [row('Calea Victoriei', '010063', 'București'), row('Strada Memorandumului', '400114', 'Cluj-Napoca')],
  LT: [row('Gedimino prospektas', '01103', 'Vilnius'), row('Laisvės alėja', '44240', 'Kaunas')],
  SI: [row('Čopova ulica', '1000', 'Ljubljana'), row('Gosposka ulica', '2000', 'Maribor')],
  GR: [row('Ερμού', '105 63', 'Αθήνα'), row('Τσιμισκή', '546 22', 'Θεσσαλονίκη')],
  HR: [row('Ilica', '10000', 'Zagreb'), row('Placa', '20000', 'Dubrovnik'), row('Riva', '21000', 'Split')],
  BG: [row('бул. Витоша', '1000', 'София'), row('ул. Княз Борис I', '9000', 'Варна')],
};
