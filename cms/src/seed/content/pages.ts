import { type Tr, tr } from './types'

export interface PageSeed {
  slug: string
  title: Tr
  seo: { title: Tr; description: Tr }
  body: Tr
}

const p = (slug: string, title: Tr, description: Tr, body: Tr): PageSeed => ({
  slug,
  title,
  seo: { title: tr(`${title.en} | Solera`, `${title.es} | Solera`), description },
  body,
})

export const PAGES: PageSeed[] = [
  p(
    'about',
    tr('About Solera', 'Sobre Solera'),
    tr(
      'Beach clubs, restaurants and music born on a terrace in Ibiza.',
      'Beach clubs, restaurantes y música nacidos en una terraza de Ibiza.',
    ),
    tr(
      `## Born at sunset\n\nSolera began in 1999 as a small terrace in Sant Antoni de Portmany, Ibiza, where people gathered to watch the sun go down to music. Today there are eight Solera venues in Spain, Malta and Thailand, a record label, a radio station and a team of resident DJs.\n\n## What we care about\n\n- **The moment.** Every venue faces west, and every evening is built around the sunset.\n- **The music.** Our residents play records chosen for the light, not for the charts.\n- **The place.** We cook with local produce and hire local teams.\n\n## Our venues\n\nIbiza, Malta, Phuket, Meloneras, Tigotan, Tenerife, Tarifa Beach and Tarifa Club. Find them all on the [venues page](/venues).`,
      `## Nacido al atardecer\n\nSolera nació en 1999 como una pequeña terraza en Sant Antoni de Portmany, Ibiza, donde la gente se reunía para ver ponerse el sol con música. Hoy hay ocho locales Solera en España, Malta y Tailandia, un sello discográfico, una radio y un equipo de DJ residentes.\n\n## Lo que nos importa\n\n- **El momento.** Todos los locales miran al oeste y cada tarde gira en torno a la puesta de sol.\n- **La música.** Nuestros residentes eligen los discos por la luz, no por las listas de éxitos.\n- **El lugar.** Cocinamos con producto local y contamos con equipos locales.\n\n## Nuestros locales\n\nIbiza, Malta, Phuket, Meloneras, Tigotan, Tenerife, Tarifa Beach y Tarifa Club. Encuéntralos todos en la [página de locales](/es/venues).`,
    ),
  ),
  p(
    'faq',
    tr('Frequently asked questions', 'Preguntas frecuentes'),
    tr(
      'Bookings, tickets, accounts and everything else people ask us.',
      'Reservas, entradas, cuentas y todo lo demás que nos preguntan.',
    ),
    tr(
      `## Bookings\n\n**Can I book a table online?**\nAt Solera Ibiza, yes: on the [reservations page](/ibiza/reservations), up to 60 days ahead and at least two hours before your seating. Other venues take walk-ins and phone bookings.\n\n**How do I change or cancel a booking?**\nReply to your confirmation e-mail quoting your reference (for example IBZ-7KQ2MA).\n\n## Events and tickets\n\n**Where do I buy tickets?**\nEach event page links to its ticket shop. Free events are first come, first served.\n\n## Your account\n\n**Do I need an account?**\nNo. With an account you can see your reservations in one place and save your language and colour preferences.\n\n**I forgot my password.**\nUse "Forgot password" on the [sign-in page](/login) and we will e-mail you a link.`,
      `## Reservas\n\n**¿Puedo reservar mesa online?**\nEn Solera Ibiza, sí: en la [página de reservas](/es/ibiza/reservations), con hasta 60 días de antelación y al menos dos horas antes del turno. Los demás locales admiten clientes sin reserva y reservas por teléfono.\n\n**¿Cómo cambio o cancelo una reserva?**\nResponde al correo de confirmación indicando tu código (por ejemplo IBZ-7KQ2MA).\n\n## Eventos y entradas\n\n**¿Dónde compro las entradas?**\nCada página de evento enlaza con su tienda de entradas. Los eventos gratuitos son por orden de llegada.\n\n## Tu cuenta\n\n**¿Necesito una cuenta?**\nNo. Con una cuenta ves tus reservas en un solo sitio y guardas tus preferencias de idioma y color.\n\n**He olvidado mi contraseña.**\nUsa «¿Has olvidado tu contraseña?» en la [página de acceso](/es/login) y te enviaremos un enlace por correo.`,
    ),
  ),
  p(
    'privacy',
    tr('Privacy policy', 'Política de privacidad'),
    tr(
      'What personal data Solera collects, why, and your rights.',
      'Qué datos personales recoge Solera, para qué y cuáles son tus derechos.',
    ),
    tr(
      `_Last updated: 1 March 2025_\n\n## Who we are\n\nSolera Hospitality S.L. ("Solera", "we") runs this website and the venues listed on it.\n\n## What we collect\n\n- **Reservations:** name, e-mail, phone, party size, date and notes, to hold your table and contact you about it.\n- **Accounts:** username, e-mail and a hashed password.\n- **Forms:** what you send through the contact, demo and licensing forms.\n\n## How long we keep it\n\nReservations are deleted 24 months after the visit; form messages after 12 months; accounts until you delete them.\n\n## Your rights\n\nYou can ask for a copy of your data, correct it or delete it by writing to privacy@solera.example. You can also complain to the Spanish Data Protection Agency (AEPD).\n\n## Cookies\n\nWe use one cookie for your language, one for your session when you sign in, and nothing for advertising.`,
      `_Última actualización: 1 de marzo de 2025_\n\n## Quiénes somos\n\nSolera Hospitality S.L. («Solera», «nosotros») gestiona esta web y los locales que aparecen en ella.\n\n## Qué datos recogemos\n\n- **Reservas:** nombre, correo, teléfono, número de personas, fecha y notas, para guardar tu mesa y contactarte sobre ella.\n- **Cuentas:** nombre de usuario, correo y una contraseña cifrada.\n- **Formularios:** lo que nos envías con los formularios de contacto, maquetas y licencias.\n\n## Cuánto tiempo los guardamos\n\nLas reservas se borran 24 meses después de la visita; los mensajes de formularios, a los 12 meses; las cuentas, hasta que las elimines.\n\n## Tus derechos\n\nPuedes pedir una copia de tus datos, corregirlos o borrarlos escribiendo a privacy@solera.example. También puedes reclamar ante la Agencia Española de Protección de Datos (AEPD).\n\n## Cookies\n\nUsamos una cookie para tu idioma, otra para tu sesión cuando inicias sesión y ninguna para publicidad.`,
    ),
  ),
  p(
    'terms-of-use',
    tr('Terms of use', 'Condiciones de uso'),
    tr(
      'The rules for using the Solera website and booking service.',
      'Las normas de uso de la web y del servicio de reservas de Solera.',
    ),
    tr(
      `## Using this site\n\nBy using this website you agree to these terms. If you do not agree, please do not use it.\n\n## Bookings\n\n1. A reservation is confirmed only when you receive an e-mail with a reference.\n2. We hold tables for 15 minutes after the booked time.\n3. Please tell us if you cannot come, so we can give the table to someone else.\n\n## Accounts\n\nKeep your password to yourself. We may suspend accounts used to make fake bookings.\n\n## Content\n\nText, photos, mixes and logos on this site belong to Solera or to the artists who made them. See [licensing](/licensing) if you want to use them.\n\n## Liability\n\nEvent line-ups can change. We are not responsible for tickets bought from unofficial sellers.`,
      `## Uso de esta web\n\nAl usar esta web aceptas estas condiciones. Si no estás de acuerdo, por favor no la utilices.\n\n## Reservas\n\n1. Una reserva solo está confirmada cuando recibes un correo con un código.\n2. Guardamos la mesa 15 minutos después de la hora reservada.\n3. Avísanos si no puedes venir, para que podamos dar la mesa a otra persona.\n\n## Cuentas\n\nNo compartas tu contraseña. Podemos suspender las cuentas que se usen para hacer reservas falsas.\n\n## Contenidos\n\nLos textos, fotos, sesiones y logotipos de esta web pertenecen a Solera o a los artistas que los crearon. Consulta [licencias](/es/licensing) si quieres usarlos.\n\n## Responsabilidad\n\nLos carteles de los eventos pueden cambiar. No nos hacemos responsables de las entradas compradas a vendedores no oficiales.`,
    ),
  ),
  p(
    'licensing',
    tr('Music licensing', 'Licencias musicales'),
    tr(
      'License Solera Records music for film, advertising, hotels and venues.',
      'Licencia la música de Solera Records para cine, publicidad, hoteles y locales.',
    ),
    tr(
      `## Our catalogue\n\nSolera Records holds the master and publishing rights to more than 300 tracks: Balearic, downtempo, deep and organic house.\n\n## What you can license\n\n- **Sync:** film, TV, advertising and online video\n- **Background music:** hotels, restaurants, shops and spas\n- **Compilations:** tracks for your own releases\n\n## How it works\n\nTell us about your project with the form below — the medium, the territory and the dates. We answer within three working days with a quote.`,
      `## Nuestro catálogo\n\nSolera Records tiene los derechos fonográficos y editoriales de más de 300 temas: balearic, downtempo, deep y organic house.\n\n## Qué puedes licenciar\n\n- **Sincronización:** cine, televisión, publicidad y vídeo online\n- **Música ambiental:** hoteles, restaurantes, tiendas y spas\n- **Recopilatorios:** temas para tus propios lanzamientos\n\n## Cómo funciona\n\nCuéntanos tu proyecto con el formulario de abajo: el medio, el territorio y las fechas. Respondemos en tres días laborables con un presupuesto.`,
    ),
  ),
  p(
    'brand-protection',
    tr('Brand protection', 'Protección de marca'),
    tr(
      'Solera has no franchises: how to spot fake venues, events and merchandise.',
      'Solera no tiene franquicias: cómo reconocer locales, eventos y productos falsos.',
    ),
    tr(
      `## Only eight venues\n\nThe only Solera venues are the eight listed on this website. We do not sell franchises, and we do not license the name to bars, boat parties or festivals.\n\n## Signs of a fake\n\n- Tickets sold only through social media messages\n- A "Solera" event in a city where we have no venue\n- Merchandise not sold at our venues or our official shop\n\n## Report it\n\nIf you see something that looks wrong, tell us with the form below. Include a link or a photo if you can. We read every report.`,
      `## Solo ocho locales\n\nLos únicos locales Solera son los ocho que aparecen en esta web. No vendemos franquicias ni cedemos el nombre a bares, fiestas en barco ni festivales.\n\n## Señales de una falsificación\n\n- Entradas que solo se venden por mensajes en redes sociales\n- Un evento «Solera» en una ciudad donde no tenemos local\n- Productos que no se venden en nuestros locales ni en nuestra tienda oficial\n\n## Denúncialo\n\nSi ves algo que no parece correcto, avísanos con el formulario de abajo. Incluye un enlace o una foto si puedes. Leemos todos los avisos.`,
    ),
  ),
  p(
    'listen',
    tr('Where to listen', 'Dónde escuchar'),
    tr(
      'Solera Radio, mixes, albums and playlists — on the site and on your favourite platform.',
      'Solera Radio, sesiones, álbumes y playlists, en la web y en tu plataforma favorita.',
    ),
    tr(
      `## Solera Radio\n\nOur 24-hour stream plays live from the terraces every evening. Press play on the [radio page](/radio), or open the pop-up player to keep it running while you browse.\n\n## On demand\n\n- [Mixes](/music/mixes): recorded live by our residents\n- [Albums](/music/albums): releases from Solera Records\n- [Playlists](/music/playlists): picked for every hour of the day\n\n## On your platform\n\nFollow Solera on Spotify, Apple Music, YouTube Music, SoundCloud and Beatport.`,
      `## Solera Radio\n\nNuestra emisión de 24 horas suena en directo desde las terrazas cada tarde. Dale al play en la [página de la radio](/es/radio) o abre el reproductor emergente para seguir escuchando mientras navegas.\n\n## A la carta\n\n- [Sesiones](/es/music/mixes): grabadas en directo por nuestros residentes\n- [Álbumes](/es/music/albums): lanzamientos de Solera Records\n- [Playlists](/es/music/playlists): elegidas para cada hora del día\n\n## En tu plataforma\n\nSigue a Solera en Spotify, Apple Music, YouTube Music, SoundCloud y Beatport.`,
    ),
  ),
  p(
    'contact',
    tr('Contact us', 'Contacto'),
    tr(
      'Write to the Solera team: bookings, events, press and everything else.',
      'Escribe al equipo de Solera: reservas, eventos, prensa y todo lo demás.',
    ),
    tr(
      `## Get in touch\n\nUse the form below and the right team will answer within two working days.\n\n- **Bookings at Solera Ibiza:** use the [reservations page](/ibiza/reservations)\n- **Groups of more than 12:** the form below, with the date and number of guests\n- **Press:** press@solera.example\n- **Jobs:** jobs@solera.example\n\n## Head office\n\nSolera Hospitality S.L., Passeig de la Mar 14, 07820 Sant Antoni de Portmany, Illes Balears, Spain.`,
      `## Escríbenos\n\nUsa el formulario de abajo y el equipo adecuado te responderá en dos días laborables.\n\n- **Reservas en Solera Ibiza:** usa la [página de reservas](/es/ibiza/reservations)\n- **Grupos de más de 12 personas:** el formulario de abajo, con la fecha y el número de invitados\n- **Prensa:** press@solera.example\n- **Empleo:** jobs@solera.example\n\n## Oficina central\n\nSolera Hospitality S.L., Passeig de la Mar 14, 07820 Sant Antoni de Portmany, Illes Balears, España.`,
    ),
  ),
  p(
    'demos',
    tr('Send us your demo', 'Envíanos tu maqueta'),
    tr(
      'Producers and DJs: send a private link to your music for Solera Records and Solera Radio.',
      'Productores y DJ: enviad un enlace privado a vuestra música para Solera Records y Solera Radio.',
    ),
    tr(
      `## We listen to everything\n\nSolera Records signs new music every season, and Solera Radio plays guest mixes every weekend.\n\n## Before you send\n\n1. Send a **private streaming link** (SoundCloud, Dropbox, Google Drive…), not attachments.\n2. Two to four finished tracks, or one mix of at least 45 minutes.\n3. Tell us who you are in two or three lines.\n\nWe answer every demo we want to release. If you do not hear from us within four weeks, it is not a fit this time — please try again with your next music.`,
      `## Lo escuchamos todo\n\nSolera Records ficha música nueva cada temporada y Solera Radio emite sesiones de invitados cada fin de semana.\n\n## Antes de enviar\n\n1. Manda un **enlace privado** (SoundCloud, Dropbox, Google Drive…), no archivos adjuntos.\n2. De dos a cuatro temas terminados, o una sesión de al menos 45 minutos.\n3. Cuéntanos quién eres en dos o tres líneas.\n\nRespondemos a todas las maquetas que queremos publicar. Si no tienes noticias en cuatro semanas, esta vez no encaja: vuelve a intentarlo con tu próxima música.`,
    ),
  ),
  p(
    'testpage',
    tr('Test page', 'Página de prueba'),
    tr(
      'A preview page that uses the venue layout.',
      'Una página de vista previa que usa el diseño de local.',
    ),
    tr(
      `## Venue layout preview\n\nThis page exists so editors can check how text looks in the venue layout.\n\n### Typography\n\nA paragraph with **bold**, *italic*, a [link](/about) and \`inline code\`.\n\n> A quotation, to check the block style.\n\n- A list item\n- Another list item\n\n1. A numbered item\n2. Another numbered item\n\n| Column | Value |\n|---|---|\n| Tables | work |`,
      `## Vista previa del diseño de local\n\nEsta página existe para que los editores comprueben cómo se ve el texto en el diseño de local.\n\n### Tipografía\n\nUn párrafo con **negrita**, *cursiva*, un [enlace](/es/about) y \`código\`.\n\n> Una cita, para comprobar el estilo de bloque.\n\n- Un elemento de lista\n- Otro elemento de lista\n\n1. Un elemento numerado\n2. Otro elemento numerado\n\n| Columna | Valor |\n|---|---|\n| Las tablas | funcionan |`,
    ),
  ),
]
