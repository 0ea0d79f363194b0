/** Server-side handles of the islands; each name is the file name in `src/app/islands/`. */
import { asIsland } from '../island'
import AccountMenuIsland from '../islands/AccountMenu'
import AuthFormIsland from '../islands/AuthForm'
import BackHomeIsland from '../islands/BackHome'
import ColorToggleIsland from '../islands/ColorToggle'
import MixPlayerIsland from '../islands/MixPlayer'
import RadioPlayerIsland from '../islands/RadioPlayer'
import ReservationFormIsland from '../islands/ReservationForm'
import SignOutIsland from '../islands/SignOut'
import SubmissionFormIsland from '../islands/SubmissionForm'
import SupabaseSessionIsland from '../islands/SupabaseSession'
import ToasterIsland from '../islands/Toaster'
import TrackPreviewsIsland from '../islands/TrackPreviews'

export const BackHome = asIsland('BackHome', BackHomeIsland)
export const ColorToggle = asIsland('ColorToggle', ColorToggleIsland)
export const Toaster = asIsland('Toaster', ToasterIsland)
export const ReservationForm = asIsland('ReservationForm', ReservationFormIsland)
export const SubmissionForm = asIsland('SubmissionForm', SubmissionFormIsland)
export const RadioPlayer = asIsland('RadioPlayer', RadioPlayerIsland)
export const MixPlayer = asIsland('MixPlayer', MixPlayerIsland)
export const TrackPreviews = asIsland('TrackPreviews', TrackPreviewsIsland)
export const AccountMenu = asIsland('AccountMenu', AccountMenuIsland)
export const AuthForm = asIsland('AuthForm', AuthFormIsland)
export const SignOut = asIsland('SignOut', SignOutIsland)
export const SupabaseSession = asIsland('SupabaseSession', SupabaseSessionIsland)
