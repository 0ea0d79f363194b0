/**
 * What the admin calls every field of every content type and component, in English and Spanish: a label and
 * a one-line description (docs/spec.md §27.5, decision 039). The CMS writes the English into the content
 * manager's configuration at every start (src/bootstrap/admin-views.ts), so every install has it; the admin
 * shows each administrator's language through its translations (src/admin/words.ts), which Strapi looks up
 * by the field's name (`content-manager.content-types.{uid}.{field}`, `content-manager.components.{uid}.{field}`).
 * The Spanish follows locales/glossary.json.
 */

/** A label and its one-line description. */
export type Words = readonly [label: string, description: string]

export interface FieldWords {
  en: Words
  es: Words
}

const say = (label: string, description: string, etiqueta: string, descripcion: string): FieldWords => ({
  en: [label, description],
  es: [etiqueta, descripcion],
})

/** "de" before a noun with its article: "del evento", "de la sesión" (Spanish never writes "de el"). */
const ofThe = (de: string) => (de.startsWith('el ') ? `del ${de.slice(3)}` : `de ${de}`)

/** Words several types share. */
const slug = (of: string, de: string) =>
  say(
    'Web address',
    `The last part of the ${of}'s address on the site (lower case, hyphens). Changing it breaks old links.`,
    'Dirección web',
    `La última parte de la dirección ${ofThe(de)} en la web (minúsculas y guiones). Cambiarla rompe los enlaces antiguos.`,
  )
const altText = (of: string, de: string) =>
  say(
    'Picture description',
    `What the ${of} shows, for people who cannot see it and for search engines ("Dancers facing the sunset"), not "image of".`,
    'Descripción de la imagen',
    `Lo que muestra ${de}, para quien no puede verla y para los buscadores («Gente bailando frente al atardecer»), no «imagen de».`,
  )
const seo = say(
  'Search and sharing',
  'The title and summary search engines and shared links show; empty: taken from the page.',
  'Buscadores y redes',
  'El título y el resumen que muestran los buscadores y los enlaces compartidos; vacío: se toman de la página.',
)
const musicCover = (of: string, de: string) =>
  say(
    'Cover',
    `The ${of}'s square cover (1:1), at least 1000 px wide.`,
    'Portada',
    `La portada cuadrada (1:1) ${ofThe(de)}, de al menos 1000 px.`,
  )
const platformLinks = say(
  'Listen on',
  'Links to the streaming platforms where it can be heard.',
  'Escúchalo en',
  'Enlaces a las plataformas donde se puede escuchar.',
)
const description = (of: string, de: string) =>
  say(
    'Description',
    `What the ${of} is about, in a few paragraphs (Markdown).`,
    'Descripción',
    `De qué trata ${de}, en unos párrafos (Markdown).`,
  )
const languageOf = (of: string, de: string) =>
  say(
    'Language',
    `The language ${of} (e-mails go out in it).`,
    'Idioma',
    `El idioma ${de} (los correos se envían en él).`,
  )
const weekday = say('Day', 'The day of the week.', 'Día', 'El día de la semana.')

/** Strapi's own fields of every type, as lists and filters show them. */
const TIMESTAMPS: Record<string, FieldWords> = {
  createdAt: say('Created', 'When the entry was made.', 'Creado', 'Cuándo se creó la entrada.'),
  updatedAt: say(
    'Last changed',
    'When the entry was last saved.',
    'Último cambio',
    'Cuándo se guardó la entrada por última vez.',
  ),
  publishedAt: say(
    'Published',
    'When it was last published.',
    'Publicado',
    'Cuándo se publicó por última vez.',
  ),
}

const FIELDS: Record<string, Record<string, FieldWords>> = {
  'api::event.event': {
    title: say(
      'Title',
      'The name of the night, as posters and listings show it.',
      'Título',
      'El nombre de la noche, como lo muestran los carteles y las listas.',
    ),
    slug: slug('event', 'el evento'),
    venue: say('Venue', 'Where the night takes place.', 'Local', 'Dónde tiene lugar la noche.'),
    startsAt: say(
      'Starts',
      'When the doors open, in your own time zone here (the site shows the venue’s).',
      'Empieza',
      'Cuándo abren las puertas, aquí en tu zona horaria (la web muestra la del local).',
    ),
    endsAt: say(
      'Ends',
      'When it ends, in your own time zone here; empty: not shown.',
      'Termina',
      'Cuándo termina, aquí en tu zona horaria; vacío: no se muestra.',
    ),
    lineup: say(
      'Line-up',
      'Who plays, in the order of the night, each with a role and a time.',
      'Cartel',
      'Quién actúa, en el orden de la noche, con su papel y su hora.',
    ),
    description: description('night', 'la noche'),
    image: say(
      'Picture',
      'The night’s picture (3:2), at least 1000 px wide.',
      'Imagen',
      'La imagen de la noche (3:2), de al menos 1000 px.',
    ),
    imageAlt: altText('picture', 'la imagen'),
    ticketUrl: say(
      'Tickets link',
      'Where tickets are sold (https://…); empty: no tickets button.',
      'Enlace de entradas',
      'Dónde se venden las entradas (https://…); vacío: sin botón de entradas.',
    ),
    priceFrom: say(
      'Price from',
      'The cheapest ticket, in the currency below; empty: no price shown.',
      'Precio desde',
      'La entrada más barata, en la moneda de abajo; vacío: no se muestra precio.',
    ),
    currency: say('Currency', 'The currency of the price.', 'Moneda', 'La moneda del precio.'),
    eventStatus: say(
      'Event status',
      'Scheduled, sold out, cancelled or postponed: shown on the night’s page and listings.',
      'Estado del evento',
      'Programado, agotado, cancelado o aplazado: se muestra en la página de la noche y en las listas.',
    ),
    featured: say(
      'Featured',
      'Shown first among the venue’s nights.',
      'Destacado',
      'Se muestra primero entre las noches del local.',
    ),
  },
  'api::venue.venue': {
    name: say(
      'Name',
      'The venue’s name ("Solera Ibiza").',
      'Nombre',
      'El nombre del local («Solera Ibiza»).',
    ),
    slug: slug('venue', 'el local'),
    city: say(
      'City',
      'The town it is in, in this language.',
      'Ciudad',
      'La ciudad donde está, en este idioma.',
    ),
    country: say(
      'Country',
      'The country, in this language ("Spain", "España").',
      'País',
      'El país, en este idioma («Spain», «España»).',
    ),
    timezone: say(
      'Time zone',
      'The venue’s clock (IANA, "Europe/Madrid"): times of nights and bookings are read on it.',
      'Zona horaria',
      'La hora del local (IANA, «Europe/Madrid»): las horas de noches y reservas se leen en ella.',
    ),
    tagline: say('Tagline', 'One short line under the name.', 'Lema', 'Una línea corta bajo el nombre.'),
    description: description('venue', 'el local'),
    heroImage: say(
      'Main picture',
      'The wide picture at the top of its page (3:2).',
      'Imagen principal',
      'La imagen ancha en la parte superior de su página (3:2).',
    ),
    heroPortrait: say(
      'Main picture on phones',
      'An upright crop of the main picture for phones (4:5); empty: the main picture.',
      'Imagen principal en móvil',
      'Un recorte vertical de la imagen principal para móviles (4:5); vacío: la imagen principal.',
    ),
    heroImageAlt: altText('main picture', 'la imagen principal'),
    gallery: say(
      'Gallery',
      'Photos of the venue, each with its description and caption.',
      'Galería',
      'Fotos del local, cada una con su descripción y su pie.',
    ),
    address: say(
      'Address',
      'Street address, as guests type it into a map.',
      'Dirección',
      'La dirección, tal como se busca en un mapa.',
    ),
    latitude: say(
      'Latitude',
      'For the map link (e.g. 38.9067).',
      'Latitud',
      'Para el enlace al mapa (p. ej. 38.9067).',
    ),
    longitude: say(
      'Longitude',
      'For the map link (e.g. 1.4206).',
      'Longitud',
      'Para el enlace al mapa (p. ej. 1.4206).',
    ),
    phone: say(
      'Phone',
      'The number guests call, with its country code.',
      'Teléfono',
      'El número al que llaman los clientes, con el prefijo del país.',
    ),
    email: say(
      'E-mail',
      'The venue’s address; requests for the team go there too.',
      'Correo electrónico',
      'La dirección del local; las solicitudes para el equipo también van ahí.',
    ),
    openingHours: say(
      'Opening hours',
      'One line a day; a closing time before the opening time means after midnight.',
      'Horario',
      'Una línea por día; un cierre antes de la apertura significa después de medianoche.',
    ),
    socials: say(
      'Social links',
      'The venue’s accounts, in the footer of its pages.',
      'Redes sociales',
      'Las cuentas del local, al pie de sus páginas.',
    ),
    menuSections: say(
      'Menu',
      'The menu’s sections and dishes, with prices and allergens.',
      'Carta',
      'Las secciones y platos de la carta, con precios y alérgenos.',
    ),
    faqs: say(
      'Questions and answers',
      'What guests often ask, on the venue’s FAQ page.',
      'Preguntas frecuentes',
      'Lo que suelen preguntar los clientes, en la página de preguntas del local.',
    ),
    reservationSettings: say(
      'Table bookings',
      'Whether and how tables are booked online.',
      'Reservas de mesa',
      'Si se reservan mesas en línea y cómo.',
    ),
    hasGallery: say(
      'Has a gallery page',
      'Off: the venue has no gallery page.',
      'Tiene página de galería',
      'Desactivado: el local no tiene página de galería.',
    ),
    seo,
  },
  'api::article.article': {
    title: say('Title', 'The headline.', 'Título', 'El titular.'),
    slug: slug('article', 'el artículo'),
    excerpt: say(
      'Summary',
      'Two lines for lists and shared links.',
      'Resumen',
      'Dos líneas para las listas y los enlaces compartidos.',
    ),
    body: say('Text', 'The article itself (Markdown).', 'Texto', 'El artículo en sí (Markdown).'),
    cover: say(
      'Cover',
      'The article’s picture (3:2), at least 1000 px wide.',
      'Portada',
      'La imagen del artículo (3:2), de al menos 1000 px.',
    ),
    coverAlt: altText('cover', 'la portada'),
    author: say('Author', 'Who wrote it.', 'Autor', 'Quién lo escribió.'),
    publishedOn: say(
      'Date',
      'The date shown on the article; the newest come first.',
      'Fecha',
      'La fecha que muestra el artículo; los más recientes van primero.',
    ),
    tags: say(
      'Tags',
      'Topics, as a list (["music", "ibiza"]); each is a filter on the articles page.',
      'Etiquetas',
      'Temas, como lista (["música", "ibiza"]); cada uno filtra la página de artículos.',
    ),
    venue: say('Venue', 'The venue it is about, if any.', 'Local', 'El local del que trata, si lo hay.'),
    seo,
  },
  'api::mix.mix': {
    title: say('Title', 'The mix’s name.', 'Título', 'El nombre de la sesión.'),
    slug: slug('mix', 'la sesión'),
    artist: say('Artist', 'Who mixed it.', 'Artista', 'Quién la mezcló.'),
    cover: musicCover('mix', 'la sesión'),
    coverAlt: altText('cover', 'la portada'),
    audio: say(
      'Sound file',
      'The mix itself (MP3, M4A or WAV).',
      'Archivo de sonido',
      'La sesión en sí (MP3, M4A o WAV).',
    ),
    duration: say(
      'Length (seconds)',
      'How long it plays, in seconds (3600 = one hour).',
      'Duración (segundos)',
      'Cuánto dura, en segundos (3600 = una hora).',
    ),
    genre: say('Genre', 'One or two words ("Deep house").', 'Género', 'Una o dos palabras («Deep house»).'),
    recordedOn: say('Recorded on', 'The day it was recorded.', 'Grabada el', 'El día en que se grabó.'),
    tracklist: say(
      'Track list',
      'The tracks in order, each at its time in the mix.',
      'Lista de temas',
      'Los temas en orden, cada uno en su momento de la sesión.',
    ),
    description: description('mix', 'la sesión'),
  },
  'api::album.album': {
    title: say('Title', 'The album’s name.', 'Título', 'El nombre del álbum.'),
    slug: slug('album', 'el álbum'),
    artist: say('Artist', 'Who made it.', 'Artista', 'Quién lo hizo.'),
    cover: musicCover('album', 'el álbum'),
    coverAlt: altText('cover', 'la portada'),
    releaseDate: say('Release date', 'The day it came out.', 'Fecha de publicación', 'El día en que salió.'),
    label: say('Record label', 'Who released it.', 'Sello', 'Quién lo publicó.'),
    tracks: say(
      'Tracks',
      'Its tracks in order, each with a short preview.',
      'Temas',
      'Sus temas en orden, cada uno con un fragmento.',
    ),
    links: platformLinks,
    description: description('album', 'el álbum'),
  },
  'api::playlist.playlist': {
    title: say('Title', 'The playlist’s name.', 'Título', 'El nombre de la lista.'),
    slug: slug('playlist', 'la lista'),
    cover: musicCover('playlist', 'la lista'),
    coverAlt: altText('cover', 'la portada'),
    curator: say('Curator', 'Who chose the tracks.', 'Selección de', 'Quién eligió los temas.'),
    description: description('playlist', 'la lista'),
    tracks: say(
      'Tracks',
      'Its tracks in order, each with a short preview.',
      'Temas',
      'Sus temas en orden, cada uno con un fragmento.',
    ),
    links: platformLinks,
  },
  'api::memory.memory': {
    title: say('Title', 'A few words for the moment.', 'Título', 'Unas palabras para el momento.'),
    venue: say('Venue', 'Where it happened.', 'Local', 'Dónde ocurrió.'),
    year: say(
      'Year',
      'The year of the photo: the archive is sorted by it.',
      'Año',
      'El año de la foto: el archivo se ordena por él.',
    ),
    image: say(
      'Photo',
      'The photo, in its own frame, at least 1000 px on its long side.',
      'Foto',
      'La foto, en su propio formato, de al menos 1000 px en su lado largo.',
    ),
    imageAlt: altText('photo', 'la foto'),
    caption: say('Story', 'The story under the photo.', 'Historia', 'La historia bajo la foto.'),
  },
  'api::page.page': {
    slug: say(
      'Web address',
      'The page’s address on the site ("about", "faq"); the site knows each by it.',
      'Dirección web',
      'La dirección de la página en la web («about», «faq»); la web reconoce cada una por ella.',
    ),
    title: say('Title', 'The page’s heading.', 'Título', 'El encabezado de la página.'),
    body: say('Text', 'The page itself (Markdown).', 'Texto', 'La página en sí (Markdown).'),
    seo,
  },
  'api::home.home': {
    hero: say(
      'Opening',
      'The big picture, headline and button at the top of the home page.',
      'Portada',
      'La imagen grande, el titular y el botón de arriba de la página de inicio.',
    ),
    featuredEvents: say(
      'Featured nights',
      'Nights shown on the home page, in this order.',
      'Noches destacadas',
      'Noches que se muestran en la página de inicio, en este orden.',
    ),
    featuredMixes: say(
      'Featured mixes',
      'Mixes shown on the home page, in this order.',
      'Sesiones destacadas',
      'Sesiones que se muestran en la página de inicio, en este orden.',
    ),
    featuredArticles: say(
      'Featured articles',
      'Articles shown on the home page, in this order.',
      'Artículos destacados',
      'Artículos que se muestran en la página de inicio, en este orden.',
    ),
    seo,
    socials: say(
      'Social links',
      'The brand’s accounts, in the footer of every page.',
      'Redes sociales',
      'Las cuentas de la marca, al pie de cada página.',
    ),
  },
  'api::radio.radio': {
    title: say('Title', 'The radio’s name.', 'Título', 'El nombre de la radio.'),
    description: description('radio', 'la radio'),
    streamUrl: say(
      'Stream address',
      'Where the live stream plays from.',
      'Dirección de la emisión',
      'Desde dónde suena la emisión en directo.',
    ),
    fallbackStreamUrl: say(
      'Backup stream address',
      'Played when the live stream does not answer.',
      'Dirección de reserva',
      'Suena cuando la emisión en directo no responde.',
    ),
    timezone: say(
      'Time zone',
      'The clock of the schedule (IANA, "Europe/Madrid").',
      'Zona horaria',
      'La hora de la programación (IANA, «Europe/Madrid»).',
    ),
    cover: musicCover('radio', 'la radio'),
    coverAlt: altText('cover', 'la portada'),
    schedule: say(
      'Weekly schedule',
      'The shows of each day, with their times.',
      'Programación semanal',
      'Los programas de cada día, con sus horas.',
    ),
  },
  'api::newsletter.newsletter': {
    subject: say('Subject', 'The e-mail’s subject line.', 'Asunto', 'El asunto del correo.'),
    body: say(
      'Text',
      'The e-mail itself; an empty line starts a new paragraph.',
      'Texto',
      'El correo en sí; una línea en blanco empieza un párrafo nuevo.',
    ),
    venues: say(
      'Venues',
      'Only subscribers of these venues get it (and those who chose none); empty: every subscriber.',
      'Locales',
      'Solo lo reciben los suscriptores de estos locales (y quienes no eligieron ninguno); vacío: todos.',
    ),
    sentAt: say(
      'Sent',
      'When it was sent; an issue is sent once.',
      'Enviado',
      'Cuándo se envió; cada boletín se envía una vez.',
    ),
    sentCount: say(
      'Sent to',
      'How many subscribers it went to, in every language.',
      'Enviado a',
      'A cuántos suscriptores se envió, en todos los idiomas.',
    ),
  },
  'api::subscriber.subscriber': {
    email: say(
      'E-mail',
      'The address as the guest typed it.',
      'Correo electrónico',
      'La dirección tal como la escribió el cliente.',
    ),
    mailbox: say(
      'Mailbox',
      'The same address in one spelling: one subscriber per mailbox.',
      'Buzón',
      'La misma dirección escrita de una sola forma: un suscriptor por buzón.',
    ),
    language: languageOf('of the newsletter they get', 'del boletín que recibe'),
    venues: say(
      'Venues',
      'The venues they want to hear about; empty: all.',
      'Locales',
      'Los locales de los que quiere saber; vacío: todos.',
    ),
    confirmedAt: say(
      'Confirmed',
      'When they opened the confirmation link.',
      'Confirmado',
      'Cuándo abrió el enlace de confirmación.',
    ),
    unsubscribeToken: say(
      'Unsubscribe key',
      'The secret in their unsubscribe links.',
      'Secreto de baja',
      'El secreto de sus enlaces para darse de baja.',
    ),
  },
  'api::reservation.reservation': {
    reference: say(
      'Reference',
      'The booking’s code ("IBZ-7KQ2MA"), on its mails and the door list.',
      'Código',
      'El código de la reserva («IBZ-7KQ2MA»), en sus correos y la lista de reservas.',
    ),
    venue: say('Venue', 'Where the table is.', 'Local', 'Dónde está la mesa.'),
    venueSlug: say(
      'Venue key',
      'The venue’s web address; places are counted on it.',
      'Identificador del local',
      'La dirección web del local; las plazas se cuentan con ella.',
    ),
    date: say('Date', 'The night, on the venue’s clock.', 'Fecha', 'La noche, en la hora del local.'),
    time: say('Time', 'The seating ("21:00").', 'Hora', 'El turno («21:00»).'),
    partySize: say(
      'Guests',
      'How many people the table is for.',
      'Personas',
      'Para cuántas personas es la mesa.',
    ),
    name: say('Name', 'Who booked.', 'Nombre', 'Quién reservó.'),
    email: say(
      'E-mail',
      'Where the booking’s mails go.',
      'Correo electrónico',
      'Adónde van los correos de la reserva.',
    ),
    phone: say('Phone', 'The number the door calls.', 'Teléfono', 'El número al que llama la puerta.'),
    emailKey: say(
      'Mailbox key',
      'The e-mail in one spelling: the limits count by it.',
      'Correo normalizado',
      'El correo escrito de una sola forma: los límites cuentan por ella.',
    ),
    phoneKey: say(
      'Phone key',
      'The phone in one spelling: the limits count by it.',
      'Teléfono normalizado',
      'El teléfono escrito de una sola forma: los límites cuentan por ella.',
    ),
    domainKey: say(
      'Mail domain key',
      'The e-mail’s domain: the limits count by it.',
      'Dominio normalizado',
      'El dominio del correo: los límites cuentan por ella.',
    ),
    notes: say('Notes', 'What the guest asked for.', 'Notas', 'Lo que pidió el cliente.'),
    status: say(
      'Booking status',
      'Pending (link not opened), request (waits for the team), confirmed, declined or cancelled.',
      'Estado de la reserva',
      'Pendiente (enlace sin abrir), solicitud (espera al equipo), confirmada, rechazada o cancelada.',
    ),
    arrival: say(
      'At the door',
      'Expected, arrived or no-show: what the door saw.',
      'En la puerta',
      'Esperada, llegó o no se presentó: lo que vio la puerta.',
    ),
    requestReason: say(
      'Why it waits',
      'A large party, a night filling fast, or many tables that night from one connection, mail domain or phone.',
      'Por qué espera',
      'Un grupo grande, una noche que se llena deprisa, o muchas mesas esa noche desde una conexión, dominio o teléfono.',
    ),
    requestedPartySize: say(
      'Guests asked for',
      'A larger party the guest asked for: set Guests to it to accept, empty it to decline.',
      'Personas pedidas',
      'Un grupo mayor que pidió el cliente: pon Personas a este número para aceptarlo, vacíalo para rechazarlo.',
    ),
    clientKey: say(
      'Client key',
      'The visitor’s browser it was booked from: the limits count by it.',
      'Cliente normalizado',
      'El navegador desde el que se reservó: los límites cuentan por él.',
    ),
    networkKey: say(
      'Network key',
      'The network it was booked from: the limits count by it.',
      'Red normalizada',
      'La red desde la que se reservó: los límites cuentan por ella.',
    ),
    sourceKey: say(
      'Brake key',
      'What the night’s brake counts it under: its network, or its proven account.',
      'Origen para el freno',
      'Con qué cuenta el freno de la noche: su red, o su cuenta comprobada.',
    ),
    placedAt: say(
      'Took its places',
      'When it last took places or covers (the night’s brake counts it).',
      'Ocupó sus plazas',
      'Cuándo ocupó plazas o cubiertos por última vez (el freno de la noche lo cuenta).',
    ),
    confirmedAt: say(
      'Confirmed',
      'Since when it holds its table.',
      'Confirmada',
      'Desde cuándo tiene su mesa.',
    ),
    confirmToken: say(
      'Confirmation key',
      'The secret of the link that confirms it.',
      'Secreto de confirmación',
      'El secreto del enlace que la confirma.',
    ),
    confirmBy: say(
      'Link good until',
      'When the confirmation link ends.',
      'Enlace válido hasta',
      'Cuándo caduca el enlace de confirmación.',
    ),
    linkMailedAt: say(
      'Link sent',
      'When the confirmation link was mailed.',
      'Enlace enviado',
      'Cuándo se envió el enlace de confirmación.',
    ),
    manageToken: say(
      'Manage key',
      'The secret of the confirmation’s manage link.',
      'Secreto de gestión',
      'El secreto del enlace de gestión de la confirmación.',
    ),
    reminderToken: say(
      'Reminder key',
      'The secret of the reminder’s manage link.',
      'Secreto del recordatorio',
      'El secreto del enlace de gestión del recordatorio.',
    ),
    remindedAt: say(
      'Reminded',
      'When the reminder of the day before went out.',
      'Recordada',
      'Cuándo salió el recordatorio del día anterior.',
    ),
    user: say(
      'Account',
      'The guest’s account, when they booked signed in.',
      'Cuenta',
      'La cuenta del cliente, si reservó con sesión iniciada.',
    ),
    language: languageOf('of the booking', 'de la reserva'),
    consent: say(
      'Consent',
      'The guest accepted the booking terms.',
      'Consentimiento',
      'El cliente aceptó las condiciones de la reserva.',
    ),
  },
  'api::submission.submission': {
    kind: say(
      'Form',
      'Which form it came from: contact, demo, licensing or brand protection.',
      'Formulario',
      'De qué formulario viene: contacto, maqueta, licencias o protección de marca.',
    ),
    name: say('Name', 'Who wrote.', 'Nombre', 'Quién escribió.'),
    email: say('E-mail', 'Where to answer.', 'Correo electrónico', 'Adónde responder.'),
    message: say('Message', 'What they wrote.', 'Mensaje', 'Lo que escribió.'),
    link: say('Link', 'The link they sent (a demo).', 'Enlace', 'El enlace que envió (una maqueta).'),
    language: languageOf('they wrote in', 'en que escribió'),
    handled: say('Handled', 'Someone answered it.', 'Atendido', 'Alguien lo respondió.'),
  },
}

/** Every field of the site's content types (and Strapi's own timestamps), by the type's uid. */
export const CONTENT_TYPE_WORDS: Record<string, Record<string, FieldWords>> = Object.fromEntries(
  Object.entries(FIELDS).map(([uid, fields]) => [uid, { ...fields, ...TIMESTAMPS }]),
)

/** Every field of the site's components, by the component's uid. */
export const COMPONENT_WORDS: Record<string, Record<string, FieldWords>> = {
  'event.lineup-entry': {
    artist: say('Artist', 'Who plays.', 'Artista', 'Quién actúa.'),
    role: say(
      'Role',
      'Headliner, support, resident, live act, guest or host.',
      'Papel',
      'Cabeza de cartel, telonero, residente, en directo, invitado o anfitrión.',
    ),
    startsAt: say('Time', 'When they start ("23:30").', 'Hora', 'Cuándo empieza («23:30»).'),
  },
  'home.hero': {
    title: say(
      'Headline',
      'The big words over the picture.',
      'Titular',
      'Las palabras grandes sobre la imagen.',
    ),
    subtitle: say(
      'Subheading',
      'One or two lines under the headline.',
      'Subtítulo',
      'Una o dos líneas bajo el titular.',
    ),
    ctaLabel: say(
      'Button text',
      'What the button says ("See what’s on").',
      'Texto del botón',
      'Lo que dice el botón («Ver la agenda»).',
    ),
    ctaHref: say(
      'Button link',
      'Where the button goes: a page of the site ("/events").',
      'Enlace del botón',
      'Adónde lleva el botón: una página de la web («/events»).',
    ),
    image: say(
      'Picture',
      'The wide picture (16:9), at least 1600 px wide.',
      'Imagen',
      'La imagen ancha (16:9), de al menos 1600 px.',
    ),
    portrait: say(
      'Picture on phones',
      'An upright crop for phones (4:5); empty: the wide picture.',
      'Imagen en móvil',
      'Un recorte vertical para móviles (4:5); vacío: la imagen ancha.',
    ),
    imageAlt: altText('picture', 'la imagen'),
  },
  'music.platform-link': {
    platform: say(
      'Platform',
      'Where it is heard: Spotify, Apple Music, SoundCloud…',
      'Plataforma',
      'Dónde se escucha: Spotify, Apple Music, SoundCloud…',
    ),
    url: say(
      'Link',
      'The address on that platform (https://…).',
      'Enlace',
      'La dirección en esa plataforma (https://…).',
    ),
  },
  'music.track': {
    n: say('Number', 'Its place in the order (1, 2, 3…).', 'Número', 'Su lugar en el orden (1, 2, 3…).'),
    title: say('Title', 'The track’s name.', 'Título', 'El nombre del tema.'),
    artist: say('Artist', 'Who made it.', 'Artista', 'Quién lo hizo.'),
    duration: say(
      'Length (seconds)',
      'How long it plays, in seconds.',
      'Duración (segundos)',
      'Cuánto dura, en segundos.',
    ),
    preview: say(
      'Preview',
      'A short sound clip to listen to.',
      'Fragmento',
      'Un fragmento corto para escuchar.',
    ),
  },
  'music.tracklist-entry': {
    at: say(
      'At',
      'When it starts in the mix ("12:30" or "1:02:15").',
      'En',
      'Cuándo empieza en la sesión («12:30» o «1:02:15»).',
    ),
    artist: say('Artist', 'Who made it.', 'Artista', 'Quién lo hizo.'),
    title: say('Title', 'The track’s name.', 'Título', 'El nombre del tema.'),
  },
  'radio.schedule-slot': {
    day: weekday,
    start: say(
      'Starts',
      'When the show starts ("20:00").',
      'Empieza',
      'Cuándo empieza el programa («20:00»).',
    ),
    end: say(
      'Ends',
      'When it ends ("22:00"; "00:00" is midnight).',
      'Termina',
      'Cuándo termina («22:00»; «00:00» es medianoche).',
    ),
    show: say('Show', 'The show’s name.', 'Programa', 'El nombre del programa.'),
    host: say('Host', 'Who presents it.', 'Presenta', 'Quién lo presenta.'),
  },
  'shared.faq': {
    question: say('Question', 'As a guest would ask it.', 'Pregunta', 'Como la haría un cliente.'),
    answer: say('Answer', 'The answer (Markdown).', 'Respuesta', 'La respuesta (Markdown).'),
  },
  'shared.seo': {
    title: say(
      'Search title',
      'The title in search results and shared links; empty: the page’s own.',
      'Título para buscadores',
      'El título en los buscadores y enlaces compartidos; vacío: el de la página.',
    ),
    description: say(
      'Search summary',
      'One or two sentences under that title.',
      'Resumen para buscadores',
      'Una o dos frases bajo ese título.',
    ),
  },
  'shared.social-link': {
    platform: say(
      'Network',
      'The account’s network: Instagram, TikTok, YouTube…',
      'Red',
      'La red de la cuenta: Instagram, TikTok, YouTube…',
    ),
    url: say(
      'Link',
      'The account’s address (https://…).',
      'Enlace',
      'La dirección de la cuenta (https://…).',
    ),
  },
  'venue.gallery-photo': {
    image: say(
      'Photo',
      'The photo, at least 1000 px on its long side.',
      'Foto',
      'La foto, de al menos 1000 px en su lado largo.',
    ),
    alt: altText('photo', 'la foto'),
    caption: say(
      'Caption',
      'A line under the photo; empty: none.',
      'Pie de foto',
      'Una línea bajo la foto; vacío: ninguna.',
    ),
  },
  'venue.menu-item': {
    name: say('Dish', 'The dish or drink.', 'Plato', 'El plato o la bebida.'),
    description: say('Description', 'What is in it, in a line.', 'Descripción', 'Qué lleva, en una línea.'),
    price: say('Price', 'In the currency beside it.', 'Precio', 'En la moneda de al lado.'),
    currency: say('Currency', 'The currency of the price.', 'Moneda', 'La moneda del precio.'),
    allergens: say(
      'Allergens',
      'As a list (["gluten", "nuts"]).',
      'Alérgenos',
      'Como lista (["gluten", "frutos secos"]).',
    ),
    dietaryTags: say(
      'Diets',
      'As a list (["vegan", "gluten-free"]).',
      'Dietas',
      'Como lista (["vegano", "sin gluten"]).',
    ),
  },
  'venue.menu-section': {
    title: say(
      'Section',
      'The section’s name ("Starters").',
      'Sección',
      'El nombre de la sección («Entrantes»).',
    ),
    description: say(
      'Description',
      'A line under the section’s name.',
      'Descripción',
      'Una línea bajo el nombre de la sección.',
    ),
    items: say(
      'Dishes',
      'The dishes of the section, in order.',
      'Platos',
      'Los platos de la sección, en orden.',
    ),
  },
  'venue.opening-hours': {
    day: weekday,
    opens: say('Opens', 'Opening time ("12:00").', 'Abre', 'Hora de apertura («12:00»).'),
    closes: say(
      'Closes',
      'Closing time ("03:00": after midnight).',
      'Cierra',
      'Hora de cierre («03:00»: después de medianoche).',
    ),
    closed: say('Closed', 'Closed all day.', 'Cerrado', 'Cerrado todo el día.'),
  },
  'venue.reservation-settings': {
    enabled: say(
      'Online bookings',
      'On: guests book tables on the site.',
      'Reservas en línea',
      'Activado: los clientes reservan mesa en la web.',
    ),
    referencePrefix: say(
      'Reference prefix',
      'Two to four capitals starting each booking’s code ("IBZ").',
      'Prefijo del código',
      'De dos a cuatro mayúsculas al principio de cada código de reserva («IBZ»).',
    ),
    slotMinutes: say(
      'Seating length (minutes)',
      'How long a table is held, and the step between seatings.',
      'Duración del turno (minutos)',
      'Cuánto tiempo se guarda una mesa, y el paso entre turnos.',
    ),
    firstSeating: say(
      'First seating',
      'The earliest time to book ("19:00").',
      'Primer turno',
      'La hora más temprana para reservar («19:00»).',
    ),
    lastSeating: say(
      'Last seating',
      'The latest time to book ("23:30").',
      'Último turno',
      'La hora más tardía para reservar («23:30»).',
    ),
    capacityPerSlot: say(
      'Covers per seating',
      'How many guests one seating takes.',
      'Cubiertos por turno',
      'Cuántas personas caben en un turno.',
    ),
    minParty: say(
      'Smallest party',
      'The fewest guests a booking may be for.',
      'Grupo mínimo',
      'El mínimo de personas de una reserva.',
    ),
    maxParty: say(
      'Largest party',
      'The most guests a booking may be for; above 8, the team decides.',
      'Grupo máximo',
      'El máximo de personas de una reserva; más de 8, decide el equipo.',
    ),
    windowDays: say(
      'Days ahead',
      'How far ahead guests may book.',
      'Días de antelación',
      'Con cuánta antelación se puede reservar.',
    ),
    leadMinutes: say(
      'Notice (minutes)',
      'How long before a seating it can still be booked.',
      'Aviso previo (minutos)',
      'Hasta cuánto antes de un turno se puede reservar.',
    ),
  },
}

/**
 * The content types' names: `en` is each schema's displayName, which Strapi shows and translates in the menu
 * and headings, and which names a type in the edit view's layout.
 */
export const TYPE_NAMES: Record<string, { en: string; es: string }> = {
  'api::album.album': { en: 'Album', es: 'Álbum' },
  'api::article.article': { en: 'Article', es: 'Artículo' },
  'api::event.event': { en: 'Event', es: 'Evento' },
  'api::memory.memory': { en: 'Memory', es: 'Recuerdo' },
  'api::mix.mix': { en: 'Mix', es: 'Sesión' },
  'api::page.page': { en: 'Page', es: 'Página' },
  'api::playlist.playlist': { en: 'Playlist', es: 'Lista de reproducción' },
  'api::venue.venue': { en: 'Venue', es: 'Local' },
  'api::home.home': { en: 'Home', es: 'Inicio' },
  'api::radio.radio': { en: 'Radio', es: 'Radio' },
  'api::newsletter.newsletter': { en: 'Newsletter', es: 'Boletín' },
  'api::subscriber.subscriber': { en: 'Newsletter subscriber', es: 'Suscriptor del boletín' },
  'api::reservation.reservation': { en: 'Reservation', es: 'Reserva' },
  'api::submission.submission': { en: 'Submission', es: 'Mensaje de formulario' },
}

/**
 * The options of the enumerations, as the admin shows them (Strapi translates an option by its value; English
 * too, so that `soldout` reads "Sold out").
 */
export const OPTION_WORDS: Record<string, { en: string; es: string }> = {
  scheduled: { en: 'Scheduled', es: 'Programado' },
  soldout: { en: 'Sold out', es: 'Agotado' },
  cancelled: { en: 'Cancelled', es: 'Cancelado' },
  postponed: { en: 'Postponed', es: 'Aplazado' },
  headliner: { en: 'Headliner', es: 'Cabeza de cartel' },
  support: { en: 'Support', es: 'Telonero' },
  resident: { en: 'Resident', es: 'Residente' },
  live: { en: 'Live', es: 'En directo' },
  guest: { en: 'Guest', es: 'Invitado' },
  host: { en: 'Host', es: 'Anfitrión' },
  mon: { en: 'Monday', es: 'Lunes' },
  tue: { en: 'Tuesday', es: 'Martes' },
  wed: { en: 'Wednesday', es: 'Miércoles' },
  thu: { en: 'Thursday', es: 'Jueves' },
  fri: { en: 'Friday', es: 'Viernes' },
  sat: { en: 'Saturday', es: 'Sábado' },
  sun: { en: 'Sunday', es: 'Domingo' },
  pending: { en: 'Pending (link not opened)', es: 'Pendiente (enlace sin abrir)' },
  requested: { en: 'Request (waits for the team)', es: 'Solicitud (espera al equipo)' },
  confirmed: { en: 'Confirmed', es: 'Confirmada' },
  declined: { en: 'Declined', es: 'Rechazada' },
  expected: { en: 'Expected', es: 'Esperada' },
  arrived: { en: 'Arrived', es: 'Llegó' },
  'no-show': { en: 'No-show', es: 'No se presentó' },
  largeParty: { en: 'Large party', es: 'Grupo grande' },
  busyNight: { en: 'Night filling fast', es: 'Noche que se llena deprisa' },
  busyConnection: { en: 'Many tables from one connection', es: 'Muchas mesas desde una conexión' },
  busyDomain: { en: 'Many tables from one mail domain', es: 'Muchas mesas desde un dominio de correo' },
  busyPhone: { en: 'Many tables from one phone', es: 'Muchas mesas desde un teléfono' },
  contact: { en: 'Contact', es: 'Contacto' },
  demo: { en: 'Demo', es: 'Maqueta' },
  licensing: { en: 'Licensing', es: 'Licencias' },
  brand: { en: 'Brand protection', es: 'Protección de marca' },
  en: { en: 'English', es: 'Inglés' },
  es: { en: 'Spanish', es: 'Español' },
  'apple-music': { en: 'Apple Music', es: 'Apple Music' },
  'youtube-music': { en: 'YouTube Music', es: 'YouTube Music' },
  'amazon-music': { en: 'Amazon Music', es: 'Amazon Music' },
  spotify: { en: 'Spotify', es: 'Spotify' },
  deezer: { en: 'Deezer', es: 'Deezer' },
  soundcloud: { en: 'SoundCloud', es: 'SoundCloud' },
  beatport: { en: 'Beatport', es: 'Beatport' },
  bandcamp: { en: 'Bandcamp', es: 'Bandcamp' },
  tidal: { en: 'TIDAL', es: 'TIDAL' },
  instagram: { en: 'Instagram', es: 'Instagram' },
  facebook: { en: 'Facebook', es: 'Facebook' },
  tiktok: { en: 'TikTok', es: 'TikTok' },
  youtube: { en: 'YouTube', es: 'YouTube' },
  x: { en: 'X', es: 'X' },
  mixcloud: { en: 'Mixcloud', es: 'Mixcloud' },
  website: { en: 'Website', es: 'Sitio web' },
  EUR: { en: 'EUR (€)', es: 'EUR (€)' },
  THB: { en: 'THB (฿)', es: 'THB (฿)' },
  GBP: { en: 'GBP (£)', es: 'GBP (£)' },
  USD: { en: 'USD ($)', es: 'USD ($)' },
}
