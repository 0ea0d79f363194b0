import { errors } from '@strapi/utils'
import type { CmsErrorCode } from '../shared/booking-rules'

/** One entry of `error.details.errors[]`: the worker reads `code`; `message` is for people reading logs. */
export interface FieldError {
  path: string[]
  message: string
  code: CmsErrorCode
  name: string
}

export const fieldError = (
  field: string,
  code: CmsErrorCode,
  message: string,
  name = 'ValidationError',
): FieldError => ({
  path: [field],
  message,
  code,
  name,
})

/** Collects field errors and throws one Strapi ValidationError listing all of them (400). */
export class FieldErrors {
  readonly list: FieldError[] = []

  add(field: string, code: CmsErrorCode, message: string): void {
    this.list.push(fieldError(field, code, message))
  }

  throwIfAny(): void {
    const [first] = this.list
    if (!first) return
    const message = this.list.length === 1 ? first.message : `${this.list.length} errors occurred`
    throw new errors.ValidationError(message, { errors: this.list })
  }
}
