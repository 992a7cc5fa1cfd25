import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { ImageUpload, type Uploader } from '../widgets/ImageUpload.tsx';

/** What the dialog shows of the current user. */
export interface UserInfoUser {
  nickname?: string | null | undefined;
  avatar?: string | null | undefined;
}

/** What save sends: nickname, password ('' when empty), avatar only when set. */
export interface UserInfoValues {
  nickname: string;
  password: string;
  /** The current password, sent only with a new one: the server asks for it before changing a password. */
  oldPassword?: string;
  avatar?: string;
}

export interface UserInfoDialogProps {
  visible: boolean;
  /** Cancel, a successful save, or a failed one (non-zero code). */
  onClose: () => void;
  /** Loads the current user: on opening, and again after a successful save (the app refreshes its copy). */
  loadUser: () => Promise<UserInfoUser>;
  /**
   * Sends the edit. The reply is read like every back-office write: its `code` 0 or falsy means success, anything
   * else is an error whose `msg` is shown. A plain payload (no `code`) therefore counts as success.
   */
  saveUser: (values: UserInfoValues) => Promise<unknown>;
  /** Replaces `upload()` of @shop/api for the avatar (stories, tests); sent with name 'avatar' at 150×150. */
  uploader?: Uploader | undefined;
}

/** The dialog is 30% wide. */
export const DIALOG_WIDTH = '30%';

interface FormValues {
  nickname: string;
  password: string;
  oldPassword?: string;
}

function field(reply: unknown, key: 'code' | 'msg'): unknown {
  return reply && typeof reply === 'object' && key in reply ? (reply as Record<string, unknown>)[key] : undefined;
}

/**
 * The user-info dialog of the top bar: nickname (required), password (optional), avatar (uploaded); a new password
 * also asks for the current one (the field shows, required, once the password is filled). Cancel and save, save showing a loading state. Success toasts 'success' and reloads the user; a
 * non-zero code toasts the server's message; both close the dialog. A thrown error is only logged and
 * the loading cleared.
 *
 * @example
 * <UserInfoDialog visible={open} onClose={() => setOpen(false)}
 *   loadUser={() => dispatch(refreshUser()).unwrap()} saveUser={(values) => post('/Admin/auth/edit', values)} />
 */
export function UserInfoDialog({ visible, onClose, loadUser, saveUser, uploader }: UserInfoDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [avatar, setAvatar] = useState('');
  const [saving, setSaving] = useState(false);
  const newPassword: unknown = Form.useWatch('password', form);
  const changingPassword = typeof newPassword === 'string' && newPassword !== '';

  // Once per opening, whatever identity the callback has on later renders.
  const loadOnOpen = useEffectEvent(() => loadUser());
  useEffect(() => {
    if (!visible) return;
    let live = true;
    loadOnOpen()
      .then((user) => {
        if (!live) return;
        form.setFieldsValue({ nickname: user.nickname ?? '', password: '', oldPassword: '' });
        setAvatar(user.avatar ?? '');
      })
      .catch((error: unknown) => console.log(error));
    return () => {
      live = false;
    };
  }, [visible, form]);

  const save = async () => {
    let values: FormValues;
    try {
      values = await form.validate();
    } catch {
      return; // invalid: stay open, the form says why
    }
    setSaving(true);
    try {
      const password = values.password ?? '';
      const reply = await saveUser({
        nickname: values.nickname,
        password,
        ...(password && values.oldPassword ? { oldPassword: values.oldPassword } : {}),
        ...(avatar ? { avatar } : {}),
      });
      if (!field(reply, 'code')) {
        Message.success(t('messages.success'));
        loadUser().catch((error: unknown) => console.log(error));
      } else {
        const msg = field(reply, 'msg');
        Message.error(typeof msg === 'string' && msg ? msg : t('messages.error'));
      }
      setSaving(false);
      onClose();
    } catch (error) {
      console.log(error);
      setSaving(false);
    }
  };

  return (
    <Modal
      visible={visible}
      title={t('common.userInfo')}
      style={{ width: DIALOG_WIDTH, minWidth: 320 }}
      onCancel={onClose}
      unmountOnExit
      footer={
        <>
          <Button onClick={onClose} data-testid="userinfo-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="userinfo-save">
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Form form={form} layout="vertical" onSubmit={() => void save()}>
        <Form.Item
          label={t('common.nickname')}
          field="nickname"
          rules={[{ required: true, message: t('messages.requiredMsg') }]}
        >
          <Input data-testid="userinfo-nickname" autoComplete="nickname" />
        </Form.Item>
        <Form.Item label={t('common.password')} field="password">
          <Input.Password data-testid="userinfo-password" autoComplete="new-password" />
        </Form.Item>
        {changingPassword && (
          <Form.Item
            label={t('common.currentPassword')}
            field="oldPassword"
            rules={[{ required: true, message: t('messages.requiredMsg') }]}
          >
            <Input.Password data-testid="userinfo-old-password" autoComplete="current-password" />
          </Form.Item>
        )}
        <Form.Item label={t('common.avatar')}>
          <ImageUpload variant="avatar" value={avatar} onChange={setAvatar} uploader={uploader} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
