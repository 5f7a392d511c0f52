// The display name and the avatar. A new picture is cropped in the browser (AvatarCropDialog)
// and sent; 'Xóa ảnh đại diện' goes back to the generated initials. The nav bar, the profile and the
// user's file cards show the change (the session is read again and every list refetches).
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { AVATAR, isUploadedAvatarPath } from '@shared/account/avatar';
import { MB } from '@shared/constants';
import { DISPLAY_NAME_MAX_LENGTH } from '@shared/auth-messages';
import { isSafeSingleLineText } from '@shared/text-rules';
import type { TSessionUser } from '@shared/auth';
import { Avatar } from '@/components/avatar';
import { FormField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { useRemoveAvatar, useUploadAvatar } from '../api/upload-avatar';
import { AvatarCropDialog } from './avatar-crop-dialog';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

export function ProfileSettings({ user }: { user: TSessionUser }) {
  const t = useT();
  return (
    <SettingsSection title={t('account.profile.title')} description={t('account.profile.description')}>
      <AvatarSetting user={user} />
      <NameSetting user={user} />
    </SettingsSection>
  );
}

function NameSetting({ user }: { user: TSessionUser }) {
  const t = useT();
  const toast = useToast();
  const update = useUpdateProfile();
  const [name, setName] = useState(user.displayName ?? '');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const unchanged = name.trim() === (user.displayName ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('account.profile.nameRequired'));
      input.current?.focus();
      return;
    }
    if (trimmed.length > DISPLAY_NAME_MAX_LENGTH) {
      setError(t('account.profile.nameTooLong'));
      input.current?.focus();
      return;
    }
    if (!isSafeSingleLineText(trimmed)) {
      setError(t('account.profile.nameInvalid'));
      input.current?.focus();
      return;
    }
    setError(null);
    update.mutate(
      { name: trimmed },
      {
        onSuccess: ({ user: saved }) => {
          setName(saved.displayName ?? '');
          toast.show({ message: t('account.profile.nameSaved'), variant: 'success' });
        },
        onError: (caught) => {
          setError(userMessageOf(caught, t('account.failed')));
          input.current?.focus();
        },
      },
    );
  };

  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate>
      <FormField
        id="settings-name"
        inputRef={input}
        label={t('account.profile.nameLabel')}
        hint={t('account.profile.nameHint', { max: DISPLAY_NAME_MAX_LENGTH })}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        autoComplete="name"
        required
        error={error}
      />
      <button type="submit" className="btn btn-primary" disabled={update.isPending || unchanged}>
        {update.isPending ? t('account.profile.saving') : t('account.profile.saveName')}
      </button>
    </form>
  );
}

function AvatarSetting({ user }: { user: TSessionUser }) {
  const t = useT();
  const toast = useToast();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const picker = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cropError, setCropError] = useState<string | null>(null);
  const name = user.displayName || user.email;
  const hasPicture = user.photoURL !== null && isUploadedAvatarPath(user.photoURL);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.reset();
    if (file.type && !(AVATAR.acceptedTypes as readonly string[]).includes(file.type)) {
      setError(t('account.avatar.notImage'));
      return;
    }
    if (file.size > AVATAR.maxPickBytes) {
      setError(t('account.avatar.sourceTooLarge', { mb: AVATAR.maxPickBytes / MB }));
      return;
    }
    setError(null);
    setCropError(null);
    setPicked(file);
  };

  const closeCrop = () => {
    setPicked(null);
    changeButton.current?.focus();
  };

  const save = (picture: Blob) => {
    if (picture.size > AVATAR.maxUploadBytes) {
      setCropError(t('account.avatar.tooLarge', { mb: AVATAR.maxUploadBytes / MB }));
      return;
    }
    setCropError(null);
    upload.mutate(picture, {
      onSuccess: () => {
        closeCrop();
        toast.show({ message: t('account.profile.avatarSaved'), variant: 'success' });
      },
    });
  };

  const removePicture = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.show({ message: t('account.profile.avatarRemoved'), variant: 'success' });
        changeButton.current?.focus();
      },
      onError: (caught) => setError(userMessageOf(caught, t('account.failed'))),
    });
  };

  return (
    <div className={styles.avatarRow}>
      <Avatar name={name} photoUrl={user.photoURL} size={88} />
      <div className={styles.avatarActions}>
        <div className={styles.buttons}>
          <button
            ref={changeButton}
            type="button"
            className="btn btn-secondary"
            onClick={() => picker.current?.click()}
          >
            {hasPicture ? t('account.profile.changeAvatar') : t('account.profile.uploadAvatar')}
          </button>
          {hasPicture && (
            <button type="button" className="btn btn-ghost" onClick={removePicture} disabled={remove.isPending}>
              {remove.isPending ? t('account.profile.removing') : t('account.profile.removeAvatar')}
            </button>
          )}
        </div>
        <p className={styles.muted}>{t('account.profile.avatarHint')}</p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <input
          ref={picker}
          type="file"
          accept={AVATAR.acceptedTypes.join(',')}
          onChange={onPick}
          hidden
          data-testid="avatar-input"
        />
      </div>
      {picked && (
        <AvatarCropDialog
          file={picked}
          busy={upload.isPending}
          error={cropError ?? (upload.isError ? userMessageOf(upload.error, t('account.failed')) : null)}
          onCancel={closeCrop}
          onSave={save}
        />
      )}
    </div>
  );
}
