/** Server-side handles of the islands; each name is the file name in `src/app/islands/`. */
import { asIsland } from '../island'
import BackHomeIsland from '../islands/BackHome'
import ColorToggleIsland from '../islands/ColorToggle'
import ReservationFormIsland from '../islands/ReservationForm'
import SubmissionFormIsland from '../islands/SubmissionForm'
import ToasterIsland from '../islands/Toaster'

export const BackHome = asIsland('BackHome', BackHomeIsland)
export const ColorToggle = asIsland('ColorToggle', ColorToggleIsland)
export const Toaster = asIsland('Toaster', ToasterIsland)
export const ReservationForm = asIsland('ReservationForm', ReservationFormIsland)
export const SubmissionForm = asIsland('SubmissionForm', SubmissionFormIsland)
