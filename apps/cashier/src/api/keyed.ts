/**
 * What a money mutation of the cashier is called with (useMoneySubmit): the form's input, the
 * Idempotency-Key the form keeps for it until the server answers, and the signal that ends the
 * call when the browser goes offline. The key is the form's, not moneyCall's fresh one: a retry
 * after an unknown outcome must send the same key, or the money could move twice (issue 34).
 */
export interface Keyed<I> {
  input: I;
  key: string;
  signal?: AbortSignal;
}
