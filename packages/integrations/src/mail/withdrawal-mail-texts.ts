/**
 * Texts of the acknowledgement of a withdrawal statement (Directive 2011/83/EU art. 11a(3),
 * decision 265) in the 21 shop languages, in each language's form of address of the order mails
 * (order-update-mail-texts.ts), whose greeting they share. Placeholders: {orderNumber}, {receivedAt}
 * (date and time of receipt in the store's time zone).
 */
import type { LanguageCode } from '@toolyard/domain';

export interface WithdrawalMailText {
  subject: string;
  /** The acknowledgement itself, with the moment the statement reached us. */
  received: string;
  /** Heading of the statement's content as the consumer sent it. */
  statement: string;
  name: string;
  order: string;
  /** Which goods: the lines, or `wholeOrder`. */
  scope: string;
  wholeOrder: string;
  email: string;
  receivedLabel: string;
  next: string;
}

export const WITHDRAWAL_MAIL_TEXTS: Readonly<Record<LanguageCode, WithdrawalMailText>> = {
  en: {
    subject: 'We have received your withdrawal from order {orderNumber}',
    received:
      'we confirm that we received your withdrawal from the contract for order {orderNumber} on {receivedAt}.',
    statement: 'Your withdrawal statement',
    name: 'Name',
    order: 'Order',
    scope: 'Withdrawn from',
    wholeOrder: 'the whole order',
    email: 'E-mail for this confirmation',
    receivedLabel: 'Received',
    next: 'Please send the goods back as our return policy describes; we refund your payment as it sets out.',
  },
  de: {
    subject: 'Wir haben Ihren Widerruf zur Bestellung {orderNumber} erhalten',
    received:
      'wir bestätigen, dass Ihr Widerruf des Vertrags zur Bestellung {orderNumber} am {receivedAt} bei uns eingegangen ist.',
    statement: 'Ihre Widerrufserklärung',
    name: 'Name',
    order: 'Bestellung',
    scope: 'Widerrufen für',
    wholeOrder: 'die gesamte Bestellung',
    email: 'E-Mail für diese Bestätigung',
    receivedLabel: 'Eingegangen',
    next: 'Bitte senden Sie die Ware zurück, wie in unseren Rückgabebedingungen beschrieben; die Erstattung erfolgt wie dort dargelegt.',
  },
  sk: {
    subject: 'Prijali sme vaše odstúpenie od objednávky {orderNumber}',
    received:
      'potvrdzujeme, že sme {receivedAt} prijali vaše odstúpenie od zmluvy k objednávke {orderNumber}.',
    statement: 'Vaše vyhlásenie o odstúpení',
    name: 'Meno',
    order: 'Objednávka',
    scope: 'Odstúpenie sa týka',
    wholeOrder: 'celej objednávky',
    email: 'E-mail pre toto potvrdenie',
    receivedLabel: 'Prijaté',
    next: 'Tovar nám, prosím, vráťte podľa našich podmienok vrátenia tovaru; platbu vám vrátime tak, ako sa v nich uvádza.',
  },
  cs: {
    subject: 'Přijali jsme vaše odstoupení od objednávky {orderNumber}',
    received:
      'potvrzujeme, že jsme {receivedAt} přijali vaše odstoupení od smlouvy k objednávce {orderNumber}.',
    statement: 'Vaše oznámení o odstoupení',
    name: 'Jméno',
    order: 'Objednávka',
    scope: 'Odstoupení se týká',
    wholeOrder: 'celé objednávky',
    email: 'E-mail pro toto potvrzení',
    receivedLabel: 'Přijato',
    next: 'Zboží nám prosím vraťte podle našich podmínek vrácení zboží; platbu vám vrátíme tak, jak v nich stojí.',
  },
  pl: {
    subject: 'Otrzymaliśmy Twoje odstąpienie od zamówienia {orderNumber}',
    received:
      'potwierdzamy, że {receivedAt} otrzymaliśmy Twoje odstąpienie od umowy dotyczącej zamówienia {orderNumber}.',
    statement: 'Twoje oświadczenie o odstąpieniu',
    name: 'Imię i nazwisko',
    order: 'Zamówienie',
    scope: 'Odstąpienie dotyczy',
    wholeOrder: 'całego zamówienia',
    email: 'E-mail do tego potwierdzenia',
    receivedLabel: 'Otrzymano',
    next: 'Odeślij nam towar zgodnie z naszymi zasadami zwrotów; zwrot płatności nastąpi tak, jak w nich opisano.',
  },
  hu: {
    subject: 'Megkaptuk elállását a(z) {orderNumber} rendeléstől',
    received:
      'Visszaigazoljuk, hogy a(z) {orderNumber} számú rendelésre vonatkozó szerződéstől való elállását {receivedAt} időpontban megkaptuk.',
    statement: 'Elállási nyilatkozata',
    name: 'Név',
    order: 'Rendelés',
    scope: 'Az elállás tárgya',
    wholeOrder: 'a teljes rendelés',
    email: 'E-mail-cím ehhez a visszaigazoláshoz',
    receivedLabel: 'Beérkezett',
    next: 'Kérjük, küldje vissza az árut a visszaküldési feltételeink szerint; a fizetett összeget az ott leírtak szerint térítjük vissza.',
  },
  ro: {
    subject: 'Am primit retragerea dvs. din comanda {orderNumber}',
    received:
      'confirmăm că am primit retragerea dvs. din contractul pentru comanda {orderNumber} la {receivedAt}.',
    statement: 'Declarația dvs. de retragere',
    name: 'Nume',
    order: 'Comandă',
    scope: 'Retragerea privește',
    wholeOrder: 'întreaga comandă',
    email: 'E-mail pentru această confirmare',
    receivedLabel: 'Primită',
    next: 'Vă rugăm să returnați produsele conform politicii noastre de retur; vă rambursăm plata așa cum este descris acolo.',
  },
  bg: {
    subject: 'Получихме отказа Ви от поръчка {orderNumber}',
    received: 'потвърждаваме, че на {receivedAt} получихме отказа Ви от договора за поръчка {orderNumber}.',
    statement: 'Вашето заявление за отказ',
    name: 'Име',
    order: 'Поръчка',
    scope: 'Отказът се отнася до',
    wholeOrder: 'цялата поръчка',
    email: 'Имейл за това потвърждение',
    receivedLabel: 'Получено',
    next: 'Моля, върнете стоката, както е описано в нашите условия за връщане; ще възстановим плащането Ви, както е посочено там.',
  },
  el: {
    subject: 'Λάβαμε την υπαναχώρησή σας από την παραγγελία {orderNumber}',
    received:
      'επιβεβαιώνουμε ότι λάβαμε την υπαναχώρησή σας από τη σύμβαση για την παραγγελία {orderNumber} στις {receivedAt}.',
    statement: 'Η δήλωση υπαναχώρησής σας',
    name: 'Όνομα',
    order: 'Παραγγελία',
    scope: 'Η υπαναχώρηση αφορά',
    wholeOrder: 'ολόκληρη την παραγγελία',
    email: 'E-mail για αυτή την επιβεβαίωση',
    receivedLabel: 'Παραλήφθηκε',
    next: 'Παρακαλούμε επιστρέψτε τα προϊόντα όπως περιγράφει η πολιτική επιστροφών μας· η επιστροφή χρημάτων γίνεται όπως ορίζεται εκεί.',
  },
  hr: {
    subject: 'Primili smo vaš raskid narudžbe {orderNumber}',
    received:
      'potvrđujemo da smo {receivedAt} primili vašu izjavu o jednostranom raskidu ugovora za narudžbu {orderNumber}.',
    statement: 'Vaša izjava o raskidu',
    name: 'Ime',
    order: 'Narudžba',
    scope: 'Raskid se odnosi na',
    wholeOrder: 'cijelu narudžbu',
    email: 'E-mail za ovu potvrdu',
    receivedLabel: 'Primljeno',
    next: 'Molimo vratite robu kako je opisano u našim uvjetima povrata; plaćanje vam vraćamo kako je ondje navedeno.',
  },
  sl: {
    subject: 'Prejeli smo vaš odstop od naročila {orderNumber}',
    received: 'potrjujemo, da smo {receivedAt} prejeli vaš odstop od pogodbe za naročilo {orderNumber}.',
    statement: 'Vaša izjava o odstopu',
    name: 'Ime',
    order: 'Naročilo',
    scope: 'Odstop velja za',
    wholeOrder: 'celotno naročilo',
    email: 'E-pošta za to potrdilo',
    receivedLabel: 'Prejeto',
    next: 'Blago nam vrnite, kot je opisano v naših pogojih vračila; plačilo vam vrnemo, kot je tam navedeno.',
  },
  lt: {
    subject: 'Gavome jūsų atsisakymą nuo užsakymo {orderNumber}',
    received:
      'patvirtiname, kad {receivedAt} gavome jūsų pranešimą apie atsisakymą nuo sutarties dėl užsakymo {orderNumber}.',
    statement: 'Jūsų pranešimas apie atsisakymą',
    name: 'Vardas',
    order: 'Užsakymas',
    scope: 'Atsisakoma',
    wholeOrder: 'viso užsakymo',
    email: 'El. paštas šiam patvirtinimui',
    receivedLabel: 'Gauta',
    next: 'Grąžinkite prekes, kaip aprašyta mūsų grąžinimo sąlygose; pinigus grąžinsime, kaip jose nurodyta.',
  },
  it: {
    subject: 'Abbiamo ricevuto il tuo recesso dall’ordine {orderNumber}',
    received:
      'confermiamo di aver ricevuto il tuo recesso dal contratto per l’ordine {orderNumber} il {receivedAt}.',
    statement: 'La tua dichiarazione di recesso',
    name: 'Nome',
    order: 'Ordine',
    scope: 'Recesso per',
    wholeOrder: 'l’intero ordine',
    email: 'E-mail per questa conferma',
    receivedLabel: 'Ricevuto',
    next: 'Restituisci la merce come descritto nella nostra politica di reso; ti rimborsiamo come vi è indicato.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre rétractation de la commande {orderNumber}',
    received:
      'nous confirmons avoir reçu votre rétractation du contrat de la commande {orderNumber} le {receivedAt}.',
    statement: 'Votre déclaration de rétractation',
    name: 'Nom',
    order: 'Commande',
    scope: 'Rétractation pour',
    wholeOrder: 'toute la commande',
    email: 'E-mail pour cette confirmation',
    receivedLabel: 'Reçue',
    next: 'Veuillez nous renvoyer les articles comme le décrit notre politique de retour ; nous vous remboursons comme elle l’indique.',
  },
  nl: {
    subject: 'Wij hebben uw herroeping van bestelling {orderNumber} ontvangen',
    received:
      'wij bevestigen dat wij uw herroeping van de overeenkomst voor bestelling {orderNumber} op {receivedAt} hebben ontvangen.',
    statement: 'Uw herroepingsverklaring',
    name: 'Naam',
    order: 'Bestelling',
    scope: 'Herroepen voor',
    wholeOrder: 'de hele bestelling',
    email: 'E-mail voor deze bevestiging',
    receivedLabel: 'Ontvangen',
    next: 'Stuur de artikelen terug zoals ons retourbeleid beschrijft; wij betalen u terug zoals daarin staat.',
  },
  es: {
    subject: 'Hemos recibido su desistimiento del pedido {orderNumber}',
    received:
      'le confirmamos que recibimos su desistimiento del contrato del pedido {orderNumber} el {receivedAt}.',
    statement: 'Su declaración de desistimiento',
    name: 'Nombre',
    order: 'Pedido',
    scope: 'Desistimiento de',
    wholeOrder: 'todo el pedido',
    email: 'Correo electrónico para esta confirmación',
    receivedLabel: 'Recibido',
    next: 'Devuélvanos los artículos como se describe en nuestra política de devoluciones; le reembolsaremos según se indica en ella.',
  },
  pt: {
    subject: 'Recebemos a sua livre resolução da encomenda {orderNumber}',
    received:
      'confirmamos que recebemos a sua declaração de livre resolução do contrato da encomenda {orderNumber} em {receivedAt}.',
    statement: 'A sua declaração de livre resolução',
    name: 'Nome',
    order: 'Encomenda',
    scope: 'Resolução de',
    wholeOrder: 'toda a encomenda',
    email: 'E-mail para esta confirmação',
    receivedLabel: 'Recebida',
    next: 'Devolva-nos os artigos como descreve a nossa política de devoluções; o reembolso é feito como nela se indica.',
  },
  da: {
    subject: 'Vi har modtaget din fortrydelse af ordre {orderNumber}',
    received:
      'vi bekræfter, at vi modtog din fortrydelse af aftalen om ordre {orderNumber} den {receivedAt}.',
    statement: 'Din fortrydelseserklæring',
    name: 'Navn',
    order: 'Ordre',
    scope: 'Fortrydelsen gælder',
    wholeOrder: 'hele ordren',
    email: 'E-mail til denne bekræftelse',
    receivedLabel: 'Modtaget',
    next: 'Send varerne retur som beskrevet i vores returpolitik; vi tilbagebetaler dig som beskrevet der.',
  },
  sv: {
    subject: 'Vi har tagit emot ditt frånträdande av beställning {orderNumber}',
    received:
      'vi bekräftar att vi tog emot ditt frånträdande av avtalet för beställning {orderNumber} den {receivedAt}.',
    statement: 'Ditt meddelande om frånträdande',
    name: 'Namn',
    order: 'Beställning',
    scope: 'Frånträdandet gäller',
    wholeOrder: 'hela beställningen',
    email: 'E-post för denna bekräftelse',
    receivedLabel: 'Mottaget',
    next: 'Skicka tillbaka varorna enligt vår returpolicy; vi betalar tillbaka som det står där.',
  },
  nb: {
    subject: 'Vi har mottatt angrermeldingen din for bestilling {orderNumber}',
    received:
      'vi bekrefter at vi mottok angrermeldingen din for avtalen om bestilling {orderNumber} {receivedAt}.',
    statement: 'Angrermeldingen din',
    name: 'Navn',
    order: 'Bestilling',
    scope: 'Angreretten gjelder',
    wholeOrder: 'hele bestillingen',
    email: 'E-post for denne bekreftelsen',
    receivedLabel: 'Mottatt',
    next: 'Send varene tilbake slik returvilkårene våre beskriver; vi betaler tilbake slik det står der.',
  },
  fi: {
    subject: 'Olemme vastaanottaneet tilauksen {orderNumber} peruutuksesi',
    received: 'vahvistamme, että vastaanotimme tilauksen {orderNumber} sopimuksen peruutuksesi {receivedAt}.',
    statement: 'Peruutusilmoituksesi',
    name: 'Nimi',
    order: 'Tilaus',
    scope: 'Peruutus koskee',
    wholeOrder: 'koko tilausta',
    email: 'Sähköposti tätä vahvistusta varten',
    receivedLabel: 'Vastaanotettu',
    next: 'Palauta tuotteet palautusehtojemme mukaisesti; maksu hyvitetään niissä kuvatulla tavalla.',
  },
};
