/** Dialing codes for the mobile field, the home market (BD) first. */
export { useCountryCodes } from '../../../lib/country-codes';
