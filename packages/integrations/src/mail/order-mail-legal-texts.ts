/**
 * What EU consumer law asks of an order confirmation besides the order itself (Directive
 * 2011/83/EU art. 6(1) and 8(7); decision 259): who the seller is and the right of withdrawal — in
 * the 21 shop languages. The withdrawal sentence and the register label are the information pages'
 * own (packages/content/src/seed/info/*.json), in the mail's form of address, so page and mail agree.
 */
import type { LanguageCode } from '@toolyard/domain';

export interface OrderMailLegalText {
  /** Before the seller's name and address. */
  seller: string;
  /** The company register number's label, as on the company information page. */
  registration: string;
  /** Before the seller's e-mail address. */
  contact: string;
  withdrawalTitle: string;
  /** Must name the 14 days. */
  withdrawal: string;
  /** Before the link to the store's return policy page (conditions and how to withdraw). */
  withdrawalLink: string;
  /**
   * The withdrawal function's label (decision 268): the storefront footer's own words
   * (`withdrawal.link` in apps/storefront/app/i18n/messages/<language>/withdrawal.json), so the mail
   * names the page as the shop does.
   */
  withdrawalFunction: string;
}

export const ORDER_MAIL_LEGAL_TEXTS: Readonly<Record<LanguageCode, OrderMailLegalText>> = {
  en: {
    seller: 'Seller',
    registration: 'Company registration number',
    contact: 'Contact',
    withdrawalTitle: 'Right of withdrawal',
    withdrawal:
      'As a consumer you may withdraw from your purchase within 14 days of receiving the goods without giving any reason (EU right of withdrawal).',
    withdrawalLink: 'The conditions and how to withdraw:',
    withdrawalFunction: 'Withdraw from contract here',
  },
  de: {
    seller: 'Verkäufer',
    registration: 'Handelsregisternummer',
    contact: 'Kontakt',
    withdrawalTitle: 'Widerrufsrecht',
    withdrawal:
      'Als Verbraucher können Sie Ihren Kauf innerhalb von 14 Tagen nach Erhalt der Ware ohne Angabe von Gründen widerrufen (EU-Widerrufsrecht).',
    withdrawalLink: 'Bedingungen und wie Sie widerrufen:',
    withdrawalFunction: 'Vertrag hier widerrufen',
  },
  sk: {
    seller: 'Predávajúci',
    registration: 'IČO',
    contact: 'Kontakt',
    withdrawalTitle: 'Právo na odstúpenie od zmluvy',
    withdrawal:
      'Ako spotrebiteľ môžete od kúpy odstúpiť do 14 dní od prevzatia tovaru bez uvedenia dôvodu (právo na odstúpenie podľa práva EÚ).',
    withdrawalLink: 'Podmienky a postup odstúpenia:',
    withdrawalFunction: 'Odstúpiť od zmluvy tu',
  },
  cs: {
    seller: 'Prodávající',
    registration: 'IČO',
    contact: 'Kontakt',
    withdrawalTitle: 'Právo na odstoupení od smlouvy',
    withdrawal:
      'Jako spotřebitel můžete od koupě odstoupit do 14 dnů od převzetí zboží bez udání důvodu (právo na odstoupení podle práva EU).',
    withdrawalLink: 'Podmínky a postup odstoupení:',
    withdrawalFunction: 'Odstoupit od smlouvy zde',
  },
  pl: {
    seller: 'Sprzedawca',
    registration: 'Numer rejestrowy',
    contact: 'Kontakt',
    withdrawalTitle: 'Prawo odstąpienia od umowy',
    withdrawal:
      'Jako konsument możesz odstąpić od umowy w ciągu 14 dni od otrzymania towaru bez podawania przyczyny (prawo odstąpienia w UE).',
    withdrawalLink: 'Warunki i sposób odstąpienia:',
    withdrawalFunction: 'Odstąp od umowy tutaj',
  },
  hu: {
    seller: 'Eladó',
    registration: 'Cégjegyzékszám',
    contact: 'Kapcsolat',
    withdrawalTitle: 'Elállási jog',
    withdrawal:
      'Fogyasztóként az áru átvételétől számított 14 napon belül indoklás nélkül elállhat a vásárlástól (uniós elállási jog).',
    withdrawalLink: 'A feltételek és az elállás módja:',
    withdrawalFunction: 'Itt állhat el a szerződéstől',
  },
  ro: {
    seller: 'Vânzător',
    registration: 'Număr de înregistrare',
    contact: 'Contact',
    withdrawalTitle: 'Dreptul de retragere',
    withdrawal:
      'Ca și consumator, vă puteți retrage din cumpărare în 14 zile de la primirea produselor, fără a indica motivul (dreptul de retragere din UE).',
    withdrawalLink: 'Condițiile și modul de retragere:',
    withdrawalFunction: 'Retrageți-vă din contract aici',
  },
  bg: {
    seller: 'Продавач',
    registration: 'Регистрационен номер',
    contact: 'Контакт',
    withdrawalTitle: 'Право на отказ',
    withdrawal:
      'Като потребител можете да се откажете от покупката в срок от 14 дни от получаването на стоките, без да посочвате причина (право на отказ в ЕС).',
    withdrawalLink: 'Условията и как да се откажете:',
    withdrawalFunction: 'Откажете се от договора тук',
  },
  el: {
    seller: 'Πωλητής',
    registration: 'Αριθμός μητρώου',
    contact: 'Επικοινωνία',
    withdrawalTitle: 'Δικαίωμα υπαναχώρησης',
    withdrawal:
      'Ως καταναλωτής μπορείτε να υπαναχωρήσετε από την αγορά εντός 14 ημερών από την παραλαβή των προϊόντων χωρίς να δηλώσετε λόγο (δικαίωμα υπαναχώρησης της ΕΕ).',
    withdrawalLink: 'Οι όροι και πώς να υπαναχωρήσετε:',
    withdrawalFunction: 'Υπαναχωρήστε από τη σύμβαση εδώ',
  },
  hr: {
    seller: 'Prodavatelj',
    registration: 'Matični broj',
    contact: 'Kontakt',
    withdrawalTitle: 'Pravo na jednostrani raskid ugovora',
    withdrawal:
      'Kao potrošač možete raskinuti kupnju u roku od 14 dana od primitka robe bez navođenja razloga (pravo na jednostrani raskid u EU).',
    withdrawalLink: 'Uvjeti i način raskida:',
    withdrawalFunction: 'Raskinite ugovor ovdje',
  },
  sl: {
    seller: 'Prodajalec',
    registration: 'Matična številka',
    contact: 'Kontakt',
    withdrawalTitle: 'Pravica do odstopa od pogodbe',
    withdrawal:
      'Kot potrošnik lahko od nakupa odstopite v 14 dneh od prejema blaga, ne da bi navedli razlog (pravica do odstopa v EU).',
    withdrawalLink: 'Pogoji in način odstopa:',
    withdrawalFunction: 'Odstopite od pogodbe tukaj',
  },
  lt: {
    seller: 'Pardavėjas',
    registration: 'Įmonės kodas',
    contact: 'Kontaktai',
    withdrawalTitle: 'Teisė atsisakyti sutarties',
    withdrawal:
      'Kaip vartotojas galite atsisakyti pirkimo per 14 dienų nuo prekių gavimo nenurodydami priežasties (ES teisė atsisakyti sutarties).',
    withdrawalLink: 'Sąlygos ir kaip atsisakyti:',
    withdrawalFunction: 'Atsisakykite sutarties čia',
  },
  it: {
    seller: 'Venditore',
    registration: 'Numero di registrazione',
    contact: 'Contatto',
    withdrawalTitle: 'Diritto di recesso',
    withdrawal:
      "Come consumatore puoi recedere dall'acquisto entro 14 giorni dal ricevimento della merce senza indicarne il motivo (diritto di recesso UE).",
    withdrawalLink: 'Le condizioni e come recedere:',
    withdrawalFunction: 'Recedi dal contratto qui',
  },
  fr: {
    seller: 'Vendeur',
    registration: "Numéro d'immatriculation",
    contact: 'Contact',
    withdrawalTitle: 'Droit de rétractation',
    withdrawal:
      "En tant que consommateur, vous pouvez vous rétracter dans les 14 jours suivant la réception des articles sans avoir à vous justifier (droit de rétractation de l'UE).",
    withdrawalLink: 'Les conditions et comment vous rétracter :',
    withdrawalFunction: 'Se rétracter du contrat ici',
  },
  nl: {
    seller: 'Verkoper',
    registration: 'Registratienummer',
    contact: 'Contact',
    withdrawalTitle: 'Herroepingsrecht',
    withdrawal:
      'Als consument kunt u uw aankoop binnen 14 dagen na ontvangst zonder opgave van redenen herroepen (EU-herroepingsrecht).',
    withdrawalLink: 'De voorwaarden en hoe u herroept:',
    withdrawalFunction: 'Overeenkomst hier herroepen',
  },
  es: {
    seller: 'Vendedor',
    registration: 'Número de registro mercantil',
    contact: 'Contacto',
    withdrawalTitle: 'Derecho de desistimiento',
    withdrawal:
      'Como consumidor, puede desistir de la compra en un plazo de 14 días desde la recepción sin indicar el motivo (derecho de desistimiento de la UE).',
    withdrawalLink: 'Las condiciones y cómo desistir:',
    withdrawalFunction: 'Desistir del contrato aquí',
  },
  pt: {
    seller: 'Vendedor',
    registration: 'Número de registo comercial',
    contact: 'Contacto',
    withdrawalTitle: 'Direito de livre resolução',
    withdrawal:
      'Enquanto consumidor, pode resolver a compra no prazo de 14 dias após a receção dos artigos, sem indicar o motivo (direito de livre resolução da UE).',
    withdrawalLink: 'As condições e como exercer a livre resolução:',
    withdrawalFunction: 'Resolver o contrato aqui',
  },
  da: {
    seller: 'Sælger',
    registration: 'Registreringsnummer',
    contact: 'Kontakt',
    withdrawalTitle: 'Fortrydelsesret',
    withdrawal:
      "Som forbruger kan du fortryde dit køb inden for 14 dage efter modtagelsen af varen uden at angive en grund (EU's fortrydelsesret).",
    withdrawalLink: 'Betingelserne og sådan fortryder du:',
    withdrawalFunction: 'Fortryd aftalen her',
  },
  sv: {
    seller: 'Säljare',
    registration: 'Organisationsnummer',
    contact: 'Kontakt',
    withdrawalTitle: 'Ångerrätt',
    withdrawal:
      'Som konsument kan du ångra ditt köp inom 14 dagar efter att du tagit emot varan utan att ange skäl (EU:s ångerrätt).',
    withdrawalLink: 'Villkoren och hur du ångrar köpet:',
    withdrawalFunction: 'Frånträd avtalet här',
  },
  nb: {
    seller: 'Selger',
    registration: 'Organisasjonsnummer',
    contact: 'Kontakt',
    withdrawalTitle: 'Angrerett',
    withdrawal:
      'Som forbruker kan du angre kjøpet innen 14 dager etter at du mottok varen, uten å oppgi grunn (angrerett etter EØS-regler).',
    withdrawalLink: 'Vilkårene og hvordan du bruker angreretten:',
    withdrawalFunction: 'Gå fra avtalen her',
  },
  fi: {
    seller: 'Myyjä',
    registration: 'Kaupparekisterinumero',
    contact: 'Yhteystiedot',
    withdrawalTitle: 'Peruuttamisoikeus',
    withdrawal:
      'Kuluttajana voit perua ostoksesi 14 päivän kuluessa tuotteiden vastaanottamisesta ilmoittamatta syytä (EU:n peruuttamisoikeus).',
    withdrawalLink: 'Ehdot ja näin perut ostoksen:',
    withdrawalFunction: 'Peru sopimus tästä',
  },
};
