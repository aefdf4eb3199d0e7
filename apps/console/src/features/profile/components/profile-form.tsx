import { Avatar, Button, Checkbox, FileButton, Group, Input, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { profilePatchBody, type User } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { serverErrors, zodErrors } from '../../../lib/form';
import { ApiError, showApiError } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { PhoneInput } from '../../../ui/phone-input';
import { useUpdateProfile } from '../api/update-profile';
import { isAcceptedImage, resizeImageToDataUrl } from './resize-image';

interface ProfileValues {
  name: string;
  phoneNumber: string;
  avatar: string | null;
  isCompany: boolean;
}

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { locale, translateRef } = useLocale();
  const update = useUpdateProfile();
  const form = useForm<ProfileValues>({
    initialValues: { name: user.name, phoneNumber: user.phoneNumber ?? '', avatar: user.avatar, isCompany: user.isCompany },
    validate: (values) => zodErrors(profilePatchBody, toPatch(values), locale),
  });

  const chooseAvatar = async (file: File | null) => {
    if (!file) return;
    if (!isAcceptedImage(file)) {
      form.setFieldError('avatar', t('profile.avatarInvalid'));
      return;
    }
    try {
      form.setFieldValue('avatar', await resizeImageToDataUrl(file));
      form.clearFieldError('avatar');
    } catch {
      form.setFieldError('avatar', t('profile.avatarInvalid'));
    }
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toPatch(values));
      form.setInitialValues({ name: saved.name, phoneNumber: saved.phoneNumber ?? '', avatar: saved.avatar, isCompany: saved.isCompany });
      notifySuccess(t('profile.saved'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fieldErrors = serverErrors(error, (field) => (field in values ? field : null));
      if (Object.keys(fieldErrors).length) form.setErrors(fieldErrors);
      else showApiError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Input.Wrapper label={t('profile.avatar')} error={form.errors.avatar}>
          <Group mt={4}>
            <Avatar src={form.values.avatar} size="lg" radius="xl" name={form.values.name || 'U'} data-testid="profile-avatar" />
            <FileButton onChange={(file) => void chooseAvatar(file)} accept="image/png,image/jpeg,image/gif,image/webp">
              {(props) => (
                <Button variant="default" size="xs" {...props} data-testid="profile-avatar-upload">
                  {t('profile.avatarUpload')}
                </Button>
              )}
            </FileButton>
            {form.values.avatar && (
              <Button variant="subtle" color="red" size="xs" onClick={() => form.setFieldValue('avatar', null)}>
                {t('profile.avatarRemove')}
              </Button>
            )}
          </Group>
        </Input.Wrapper>
        <TextInput label={t('profile.email')} value={user.email} readOnly disabled />
        <TextInput label={t('profile.name')} autoComplete="name" data-testid="profile-name" {...form.getInputProps('name')} />
        <PhoneInput
          label={t('profile.phone')}
          data-testid="profile-phone"
          value={form.values.phoneNumber}
          error={form.errors.phoneNumber}
          onChange={(value) => form.setFieldValue('phoneNumber', value)}
          onValidityChange={(valid) =>
            valid ? form.clearFieldError('phoneNumber') : form.setFieldError('phoneNumber', translateRef('validation.phoneFormat'))
          }
        />
        <Checkbox label={t('profile.isCompany')} {...form.getInputProps('isCompany', { type: 'checkbox' })} />
        <Group>
          <Button type="submit" loading={update.isPending} data-testid="profile-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Only send the phone when there is one: an empty phone is "not given", not an invalid number. */
function toPatch(values: ProfileValues) {
  return {
    name: values.name,
    ...(values.phoneNumber ? { phoneNumber: values.phoneNumber } : {}),
    avatar: values.avatar,
    isCompany: values.isCompany,
  };
}
