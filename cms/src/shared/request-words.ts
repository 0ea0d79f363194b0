/**
 * Why a booking, or a larger party, waits for staff (docs/spec.md §13.13), in the guest's words: the same
 * sentence on the page the guest lands on and the manage page (the worker) and in the request's mail (the
 * CMS), so a guest is told one reason. Like deadline.ts it imports only booking-rules.ts's types and compiles
 * under both tsconfigs.
 */
import type { RequestReason } from './booking-rules'

export const REQUEST_WHY: Record<'en' | 'es', Record<RequestReason, string>> = {
  en: {
    largeParty: 'For parties this large our team arranges the table themselves.',
    busyNight: 'That night is filling fast, so our team looks at every new booking themselves.',
    busyConnection:
      'Many tables for that night were booked from the same internet connection, so our team looks at this one themselves.',
    busyDomain:
      'Many tables for that night were booked with addresses at the same e-mail domain, so our team looks at this one themselves.',
    busyPhone:
      'That phone number already has tables for that night, so our team looks at this one themselves.',
  },
  es: {
    largeParty: 'Para grupos tan grandes nuestro equipo prepara la mesa personalmente.',
    busyNight:
      'Esa noche se está llenando deprisa, así que nuestro equipo revisa personalmente cada nueva reserva.',
    busyConnection:
      'Se han reservado muchas mesas para esa noche desde la misma conexión a internet, así que nuestro equipo revisa esta personalmente.',
    busyDomain:
      'Se han reservado muchas mesas para esa noche con direcciones del mismo dominio de correo, así que nuestro equipo revisa esta personalmente.',
    busyPhone:
      'Ese teléfono ya tiene mesas para esa noche, así que nuestro equipo revisa esta personalmente.',
  },
}
