import { staffNameInput, type StaffMember } from '@site/contract/api/staff';
import { STAFF_ROLES, type StaffRole } from '@site/contract/staff-roles';
import { CopyButton } from '@site/ui/copy';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStaffCreate } from '../../api/useStaffCreate';
import { useTranslation } from '../../i18n/useTranslation';
import { staffErrorText } from './staffError';
import styles from './StaffPage.module.css';

/** The answer of a creation: the member and the one-time password, shown this once. */
interface Created {
  member: StaffMember;
  password: string;
}

/** The one-time password, once: a copy button and the note to hand it over privately; "Done" forgets it. */
function OneTimePassword({ created, onDone }: { created: Created; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.created} aria-labelledby="staff-created">
      <h3 id="staff-created" ref={heading} tabIndex={-1}>
        {t('created.title', { name: created.member.name })}
      </h3>
      <p>{t('created.roles', { roles: created.member.roles.map((role) => t(`roles.${role}`)).join('、') })}</p>
      <div className={styles.password}>
        <span>{t('created.password')}</span>
        <code data-testid="one-time-password">{created.password}</code>
        <CopyButton
          value={created.password}
          label={t('created.copyLabel')}
          copiedText={t('created.copied')}
          failedText={t('created.copyFailed')}
          classes={{ root: styles.copy, button: 'bo-button bo-button--ghost', copied: styles.copied, failed: 'bo-error' }}
        >
          {t('created.copy')}
        </CopyButton>
      </div>
      <p className="bo-notice">{t('created.handOver')}</p>
      <button type="button" className="bo-button" onClick={onDone}>
        {t('created.done')}
      </button>
    </section>
  );
}

/** Admin: a new member's name and roles (labelled checkboxes); the answer's one-time password shown once. */
export function CreateMember() {
  const { t } = useTranslation('staff');
  const id = useId();
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [invalid, setInvalid] = useState<{ name: boolean; roles: boolean }>({ name: false, roles: false });
  const [created, setCreated] = useState<Created | null>(null);
  const create = useStaffCreate();
  const nameField = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim().toLowerCase();
    const next = { name: !staffNameInput.safeParse(trimmed).success, roles: roles.length === 0 };
    setInvalid(next);
    if (next.name || next.roles) return;
    create.mutate(
      { name: trimmed, roles },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setName('');
          setRoles([]);
        },
      },
    );
  };
  const toggle = (role: StaffRole, on: boolean) => setRoles((current) => (on ? [...current, role] : current.filter((r) => r !== role)));
  const error = create.isError ? staffErrorText(create.error, t) : null;

  if (created) {
    return (
      <OneTimePassword
        created={created}
        onDone={() => {
          setCreated(null);
          create.reset();
          // Back to the form's first field: the panel that had the focus is gone.
          requestAnimationFrame(() => nameField.current?.focus());
        }}
      />
    );
  }
  return (
    <form className={styles.create} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('create.title')}</h2>
      {/* The hint beside the field, not in its label: the field's name is the label alone, the hint its description. */}
      <div className="bo-field">
        <label htmlFor={`${id}-name`}>{t('create.name')}</label>
        <input
          ref={nameField}
          id={`${id}-name`}
          name="staff-name"
          autoComplete="off"
          value={name}
          maxLength={32}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={invalid.name || undefined}
          aria-describedby={`${id}-name-hint`}
        />
        <span id={`${id}-name-hint`} className={invalid.name ? 'bo-error' : styles.hint}>
          {t('create.nameHint')}
        </span>
      </div>
      <fieldset className={styles.roles} aria-describedby={invalid.roles ? `${id}-roles-hint` : undefined}>
        <legend>{t('create.roles')}</legend>
        {STAFF_ROLES.map((role) => (
          <div key={role} className={styles.role}>
            <label className="bo-check">
              <input type="checkbox" name="roles" value={role} checked={roles.includes(role)} onChange={(event) => toggle(role, event.target.checked)} aria-describedby={`${id}-${role}`} />
              <span>{t(`roles.${role}`)}</span>
            </label>
            <span id={`${id}-${role}`} className={styles.hint}>
              {t(`roleHelp.${role}`)}
            </span>
          </div>
        ))}
        {invalid.roles && (
          <span id={`${id}-roles-hint`} className="bo-error">
            {t('create.rolesHint')}
          </span>
        )}
      </fieldset>
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="bo-button" disabled={create.isPending}>
          {t('create.submit')}
        </button>
      </div>
    </form>
  );
}
