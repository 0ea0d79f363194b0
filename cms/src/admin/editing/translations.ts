/** The words the admin adds to the editor's pages, in its two languages. */
const en = {
  'editing.preview.title': 'Preview',
  'editing.preview.saveAndOpen': 'Save and open preview',
  'editing.preview.open': 'Open preview',
  'editing.preview.hint': 'Saves this draft (visitors see nothing yet) and shows it on the site.',
  'editing.untitled': 'Untitled',
  'editing.yes': 'Yes',
  'editing.no': 'No',
}

const es: typeof en = {
  'editing.preview.title': 'Vista previa',
  'editing.preview.saveAndOpen': 'Guardar y abrir la vista previa',
  'editing.preview.open': 'Abrir la vista previa',
  'editing.preview.hint': 'Guarda este borrador (los visitantes aún no ven nada) y lo muestra en la web.',
  'editing.untitled': 'Sin título',
  'editing.yes': 'Sí',
  'editing.no': 'No',
}

export type EditingMessage = keyof typeof en

export const editingTranslations = { en, es }
