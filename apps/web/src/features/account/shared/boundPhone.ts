/** The player's bound phone as the server shows it; codes of request types 5-8 go to it without the client knowing the full number. */
export interface BoundPhone {
  countryCode: string;
  /** As the server shows it: masked (0912***678). */
  masked: string;
}
