import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { useEditUserMutation } from '@shop/api/auth';
import { useAppDispatch } from '@shop/api/hooks';
import { refreshUser } from '@shop/api/session';
import { upload } from '@shop/api/upload';
import { AREA } from '../area.ts';

interface UserForm {
  nickname: string;
  password: string;
  avatar: string;
}

/**
 * The user-info dialog of spec §2.5: loads the current user, edits nickname (required), password
 * (optional) and avatar (uploaded at 150×150). Closes on cancel, after a successful save (then reloads
 * the user) or after a failed attempt.
 */
export default function UserInfoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<UserForm>();
  const [editUser] = useEditUserMutation();
  const [saving, setSaving] = useState(false);
  const [avatar, setAvatar] = useState('');

  useEffect(() => {
    void dispatch(refreshUser())
      .unwrap()
      .then((user) => {
        form.setFieldsValue({ nickname: user.nickname ?? '', password: '' });
        setAvatar(user.avatar ?? '');
      })
      .catch(() => undefined);
  }, [dispatch, form]);

  const onAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const res = await upload(file, { name: 'avatar', option: { width: 150, height: 150 }, area: AREA });
    if (res.code === 200) setAvatar(res.data);
  };

  const save = async () => {
    let values: UserForm;
    try {
      values = await form.validate();
    } catch {
      return; // invalid: stay open, the form shows why
    }
    setSaving(true);
    try {
      const result = await editUser({ area: AREA, nickname: values.nickname, password: values.password, avatar });
      if (!('error' in result)) {
        await dispatch(refreshUser());
        Message.success(t('messages.success'));
      }
      onClose();
    } catch (error) {
      console.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      title={t('common.userInfo')}
      style={{ width: '30%', minWidth: 320 }}
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="userinfo-save">
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item
          label={t('common.nickname')}
          field="nickname"
          rules={[{ required: true, message: t('messages.requiredMsg') }]}
        >
          <Input data-testid="userinfo-nickname" />
        </Form.Item>
        <Form.Item label={t('common.password')} field="password">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={t('common.avatar')}>
          <div className="userinfo-avatar">
            {avatar && <img src={avatar} alt="" width={60} height={60} />}
            <input type="file" accept="image/*" onChange={(event) => void onAvatar(event)} />
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
