import { useCallback, useRef, useState } from 'react';

export type FormValues = Record<string, string | boolean>;
/** A validator returns a message key ('rules.*' or 'auth:*') or a text, null when valid. */
export type Validator<V extends FormValues, K extends keyof V = keyof V> = (value: V[K], values: V) => string | null;
export type Validators<V extends FormValues> = { [K in keyof V]?: Validator<V, K> };
export type FormErrors<V extends FormValues> = Partial<Record<keyof V, string>>;

export interface FieldBinding<T> {
  name: string;
  value: T;
  error: string | undefined;
  onChange: (value: T) => void;
  onBlur: () => void;
  inputRef: (element: HTMLElement | null) => void;
}

/**
 * A small form state for the site's forms (auth popups, my-account dialogs): values, messages, validation on
 * blur (once the field was edited) and on submit, focus on the first invalid
 * field. The rules themselves come from packages/contract/src/rules.
 */
export function useForm<V extends FormValues>(initial: V, validators: Validators<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const dirty = useRef(new Set<keyof V>());
  const elements = useRef(new Map<keyof V, HTMLElement>());
  const validatorsRef = useRef(validators);
  validatorsRef.current = validators;

  const check = useCallback((name: keyof V, all: V): string | null => validatorsRef.current[name]?.(all[name], all) ?? null, []);

  const setError = useCallback((name: keyof V, message: string | null) => {
    setErrors((current) => ({ ...current, [name]: message ?? undefined }));
  }, []);

  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      dirty.current.add(name);
      setValues(next);
      // A shown message follows the value as it is corrected.
      setErrors((current) => (current[name] ? { ...current, [name]: check(name, next) ?? undefined } : current));
    },
    [check],
  );

  const blur = useCallback(
    (name: keyof V) => {
      if (dirty.current.has(name)) setError(name, check(name, valuesRef.current));
    },
    [check, setError],
  );

  /** Checks the given fields (all with a validator by default); focuses the first invalid one. */
  const validate = useCallback(
    (names?: readonly (keyof V)[]): boolean => {
      const all = valuesRef.current;
      const list = names ?? (Object.keys(validatorsRef.current) as (keyof V)[]);
      const found: FormErrors<V> = {};
      let first: keyof V | null = null;
      for (const name of list) {
        dirty.current.add(name);
        const message = check(name, all);
        found[name] = message ?? undefined;
        if (message && first === null) first = name;
      }
      setErrors((current) => ({ ...current, ...found }));
      if (first !== null) elements.current.get(first)?.focus();
      return first === null;
    },
    [check],
  );

  const reset = useCallback((next: V = initial) => {
    valuesRef.current = next;
    dirty.current.clear();
    setValues(next);
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `initial` is the first render's value on purpose
  }, []);

  function field<K extends keyof V & string>(name: K): FieldBinding<V[K]> {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (value) => setValue(name, value),
      onBlur: () => blur(name),
      inputRef: (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
    };
  }

  const focus = useCallback((name: keyof V) => elements.current.get(name)?.focus(), []);

  return { values, errors, setValue, setError, validate, reset, field, focus };
}
