import { Button, Checkbox, Dialog, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Address, addressProblem } from '../../../protocol/mainApiAccount';
import { errorText } from '../../api';
import { useGo } from '../../app/navigation';
import { Empty, PageHeader } from '../../components';
import { Popup } from '../../components/sheets';
import { Pending } from './Pending';
import { useAddresses, usePointsMutation } from './pointsApi';
import { pointsTexts } from './texts';

interface Draft {
  id: number;
  name: string;
  phone: string;
  region: string;
  detail: string;
  isDefault: boolean;
}

const EMPTY: Draft = { id: 0, name: '', phone: '', region: '', detail: '', isDefault: false };

function AddressForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const t = pointsTexts.useT();
  const save = usePointsMutation('encryptionAddressSave');
  const [form, setForm] = useState(draft);
  const set = (field: keyof Draft) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async () => {
    const problem = addressProblem(form);
    if (problem) {
      Toast.show({ content: t(`${problem}Bad`) });
      return;
    }
    try {
      await save.mutateAsync({
        id: form.id,
        name: form.name.trim(),
        phone: form.phone.replace(/[\s-]/g, ''),
        region: form.region.trim(),
        detail: form.detail.trim(),
        is_default: form.isDefault ? 1 : 0,
      });
      Toast.show({ icon: 'success', content: t('saved') });
      onDone();
    } catch (error) {
      Toast.show({ content: errorText(error) });
    }
  };

  const field = (key: 'name' | 'phone' | 'region' | 'detail', label: string, max: number) => (
    <label className="acc-field" htmlFor={`address-${key}`}>
      <span>{label}</span>
      <Input
        id={`address-${key}`}
        value={form[key]}
        onChange={set(key)}
        maxLength={max}
        placeholder={label}
        type={key === 'phone' ? 'tel' : 'text'}
        data-testid={`address-${key}`}
      />
    </label>
  );

  return (
    <div className="acc-form" data-testid="address-form">
      <h3>{form.id ? t('editAddress') : t('addAddress')}</h3>
      {field('name', t('name'), 20)}
      {field('phone', t('phone'), 20)}
      {field('region', t('region'), 60)}
      {field('detail', t('detailAddr'), 120)}
      <Checkbox checked={form.isDefault} onChange={(v) => setForm((f) => ({ ...f, isDefault: v }))}>
        {t('setDefault')}
      </Checkbox>
      <Button
        block
        shape="rounded"
        color="primary"
        loading={save.isPending}
        onClick={submit}
        data-testid="address-save"
      >
        {t('save')}
      </Button>
    </div>
  );
}

function toDraft(a: Address): Draft {
  return {
    id: a.id,
    name: a.name,
    phone: a.phone,
    region: a.region,
    detail: a.detail,
    isDefault: a.is_default === 1,
  };
}

/** /integralAddress (?pick=<item id> to choose one for an exchange): add, edit, delete, default. */
export function IntegralAddressPage() {
  const t = pointsTexts.useT();
  const go = useGo();
  const [params] = useSearchParams();
  const pick = Number(params.get('pick')) || 0;
  const list = useAddresses();
  const remove = usePointsMutation('encryptionAddressDelete');
  const [editing, setEditing] = useState<Draft | null>(null);

  const choose = (a: Address) => {
    if (pick > 0) go(`/IntegralExchange?id=${pick}&address=${a.id}`, { replace: true });
  };
  const del = async (a: Address) => {
    if (!(await Dialog.confirm({ content: t('deleteConfirm') }))) return;
    try {
      await remove.mutateAsync({ id: a.id });
    } catch (error) {
      Toast.show({ content: errorText(error) });
    }
  };

  return (
    <div className="pane" data-testid="address-page">
      <PageHeader title={t('addressTitle')} />
      <div className="scroll acc">
        <Pending loading={list.isPending} error={list.error}>
          {list.data?.length === 0 ? (
            <Empty text={t('empty')} />
          ) : (
            <ul className="addresses">
              {list.data?.map((a) => (
                <li key={a.id} className="acc-card address" data-testid="address">
                  <button
                    type="button"
                    className="address-main"
                    onClick={() => choose(a)}
                    disabled={pick === 0}
                  >
                    <strong data-content>
                      {a.name} <span>{a.phone}</span>
                      {a.is_default === 1 && <em className="address-default">{t('default')}</em>}
                    </strong>
                    <span data-content>
                      {a.region} {a.detail}
                    </span>
                  </button>
                  <div className="address-actions">
                    {pick > 0 && (
                      <Button
                        size="mini"
                        color="primary"
                        fill="outline"
                        onClick={() => choose(a)}
                        data-testid="address-use"
                      >
                        {t('use')}
                      </Button>
                    )}
                    <Button size="mini" fill="none" onClick={() => setEditing(toDraft(a))}>
                      {t('edit')}
                    </Button>
                    <Button size="mini" fill="none" color="danger" onClick={() => del(a)}>
                      {t('delete')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Pending>
        <div className="acc-actions">
          <Button
            block
            shape="rounded"
            color="primary"
            onClick={() => setEditing(EMPTY)}
            data-testid="address-add"
          >
            {t('addAddress')}
          </Button>
        </div>
      </div>
      <Popup
        visible={editing !== null}
        onMaskClick={() => setEditing(null)}
        onClose={() => setEditing(null)}
        bodyClassName="acc-sheet"
        destroyOnClose
      >
        {editing && <AddressForm draft={editing} onDone={() => setEditing(null)} />}
      </Popup>
    </div>
  );
}
