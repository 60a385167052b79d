import { Button, Input, TextArea } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Popup } from '../../components/sheets';
import { groupTexts } from './texts';

/** What an edit sheet asks for. */
export interface EditRequest {
  title: string;
  value: string;
  placeholder: string;
  maxLength: number;
  multiline?: boolean;
  save: (value: string) => Promise<boolean>;
}

/** A bottom sheet with one text field and a save button (group name, notice, nickname, avatar). */
export function EditSheet({ edit, onClose }: { edit: EditRequest | null; onClose: () => void }) {
  const t = groupTexts.useT();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setValue(edit?.value ?? ''), [edit]);

  const save = async () => {
    if (!edit) return;
    setBusy(true);
    try {
      if (await edit.save(value.trim())) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible={edit !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="fr-sheet">
      {edit && (
        <div className="fr-sheet-body" data-testid="group-edit-sheet">
          <div className="fr-sheet-title">{edit.title}</div>
          <div className="fr-field">
            {edit.multiline ? (
              <TextArea
                value={value}
                onChange={setValue}
                maxLength={edit.maxLength}
                showCount
                rows={5}
                placeholder={edit.placeholder}
                data-testid="group-edit-input"
              />
            ) : (
              <Input
                value={value}
                onChange={setValue}
                maxLength={edit.maxLength}
                clearable
                placeholder={edit.placeholder}
                data-testid="group-edit-input"
              />
            )}
          </div>
          <Button
            block
            color="primary"
            shape="rounded"
            loading={busy}
            onClick={save}
            data-testid="group-edit-save"
          >
            {t('save')}
          </Button>
        </div>
      )}
    </Popup>
  );
}
