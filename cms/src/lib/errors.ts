import { errors } from '@strapi/utils';

export interface FieldError {
  path: string[];
  message: string;
  name: 'ValidationError';
  value?: unknown;
}

/** Collects field errors and throws one Strapi ValidationError listing all of them (400). */
export class FieldErrors {
  readonly list: FieldError[] = [];

  add(field: string | string[], message: string): void {
    const path = Array.isArray(field) ? field : [field];
    this.list.push({ path, message, name: 'ValidationError' });
  }

  has(field: string): boolean {
    return this.list.some((e) => e.path[0] === field);
  }

  get size(): number {
    return this.list.length;
  }

  throwIfAny(): void {
    if (this.list.length === 0) return;
    const message =
      this.list.length === 1 ? this.list[0].message : `${this.list.length} errors occurred`;
    throw new errors.ValidationError(message, { errors: this.list });
  }
}

// Deliberately simple and strict enough for a booking form: one @, a dot in the domain, no spaces.
const EMAIL_RE = /^[^\s@"<>()[\]\\,;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 254 && EMAIL_RE.test(value);

export const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.hostname);
  } catch {
    return false;
  }
};

/** A trimmed string, or undefined for anything else. */
export const str = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : undefined;

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const toLocale = (value: unknown): Locale => (value === 'es' ? 'es' : 'en');
