import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { idNumberProblem, isRealName, normalRealName } from '../../../protocol/realName';
import { errorText } from '../../api';
import { PageHeader } from '../../components';
import { type SendResult, SmsCodeField } from '../../components/SmsCodeField';
import { session } from '../../state/session';
import { Pending } from './Pending';
import { usePointsMutation, useRealName } from './pointsApi';
import { pointsTexts } from './texts';

/** The form's own check of a name and id number: the text of the first problem, or ''. */
function useProblem() {
  const t = pointsTexts.useT();
  return (name: string, idno: string): string => {
    const input = normalRealName({ name, idno });
    const idProblem = idNumberProblem(input.idno);
    if (!isRealName(input.name)) return t('realNameBad');
    if (idProblem === 'check') return t('idCheckBad');
    return idProblem ? t('idBad') : '';
  };
}

/** The name and id number fields, with an SMS code field when `code` is given. */
function Fields(props: {
  name: string;
  idno: string;
  setName: (v: string) => void;
  setIdno: (v: string) => void;
  code?: { value: string; set: (v: string) => void; send: () => Promise<SendResult> };
}) {
  const t = pointsTexts.useT();
  return (
    <>
      <label className="acc-field" htmlFor="realname-name">
        <span>{t('realName')}</span>
        <Input
          id="realname-name"
          value={props.name}
          onChange={props.setName}
          maxLength={30}
          placeholder={t('realName')}
        />
      </label>
      <label className="acc-field" htmlFor="realname-id">
        <span>{t('idNumber')}</span>
        <Input
          id="realname-id"
          value={props.idno}
          onChange={props.setIdno}
          maxLength={20}
          placeholder={t('idNumber')}
        />
      </label>
      {props.code && (
        <label className="acc-field" htmlFor="realname-code">
          <span>{t('smsCode')}</span>
          <SmsCodeField
            id="realname-code"
            className="realname-code"
            value={props.code.value}
            onChange={props.code.set}
            placeholder={t('smsCode')}
            send={props.code.send}
            codeTestId="realname-code-input"
            sendTestId="realname-send"
          />
        </label>
      )}
      <p className="acc-card-hint">{t('idHint')}</p>
    </>
  );
}

/** Changing a verified real name: a new name and id number with an SMS code to the account phone. */
function EditForm({ onDone }: { onDone: () => void }) {
  const t = pointsTexts.useT();
  const problemOf = useProblem();
  const sendCode = usePointsMutation('encryptionSendCode');
  const edit = usePointsMutation('encryptionEditName');
  const [name, setName] = useState('');
  const [idno, setIdno] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');

  const send = async (): Promise<SendResult> => ({ to: (await sendCode.mutateAsync({})).phone });
  const submit = async () => {
    const why = problemOf(name, idno) || (/^\d{6}$/.test(code.trim()) ? '' : t('codeBad'));
    setProblem(why);
    if (why) return;
    const input = normalRealName({ name, idno });
    try {
      await edit.mutateAsync({ real_name: input.name, id_number: input.idno, code: code.trim() });
      Toast.show({ icon: 'success', content: t('editOk') });
      onDone();
    } catch (error) {
      Toast.show({ content: errorText(error) });
    }
  };

  return (
    <section className="acc-card acc-form" data-testid="realname-edit">
      <h3>{t('editRealName')}</h3>
      <Fields
        name={name}
        idno={idno}
        setName={setName}
        setIdno={setIdno}
        code={{ value: code, set: setCode, send }}
      />
      {problem && (
        <p className="acc-error" role="alert" data-testid="realname-error">
          {problem}
        </p>
      )}
      <Button block shape="rounded" color="primary" loading={edit.isPending} onClick={submit}>
        {t('submit')}
      </Button>
      <Button block shape="rounded" fill="none" onClick={onDone}>
        {t('cancel')}
      </Button>
    </section>
  );
}

/** /realname: the real-name form with its checks, or the verified (masked) name and its change. */
export function RealNamePage() {
  const t = pointsTexts.useT();
  const { isYk } = useSnapshot(session);
  const problemOf = useProblem();
  const info = useRealName();
  const submit = usePointsMutation('encryptionRealName');
  const [name, setName] = useState('');
  const [idno, setIdno] = useState('');
  const [problem, setProblem] = useState('');
  const [editing, setEditing] = useState(false);

  const send = async () => {
    const why = problemOf(name, idno);
    setProblem(why);
    if (why) return;
    const input = normalRealName({ name, idno });
    try {
      await submit.mutateAsync({ real_name: input.name, id_number: input.idno });
      Toast.show({ icon: 'success', content: t('realNameOk') });
    } catch (error) {
      Toast.show({ content: errorText(error) });
    }
  };

  return (
    <div className="pane" data-testid="realname-page">
      <PageHeader title={t('realnameTitle')} />
      <div className="scroll acc">
        <Pending loading={info.isPending} error={info.error}>
          {info.data?.verified === 1 ? (
            <>
              <section className="acc-card realname-done" data-testid="realname-done">
                <strong>{t('verified')}</strong>
                <dl>
                  <dt>{t('realName')}</dt>
                  <dd data-content>{info.data.name}</dd>
                  <dt>{t('idNumber')}</dt>
                  <dd data-content>{info.data.idno}</dd>
                </dl>
                {!editing &&
                  (isYk ? (
                    <p className="acc-card-hint realname-phone">{t('needPhone')}</p>
                  ) : (
                    <Button
                      size="small"
                      shape="rounded"
                      className="realname-edit"
                      onClick={() => setEditing(true)}
                    >
                      {t('editRealName')}
                    </Button>
                  ))}
              </section>
              {editing && <EditForm onDone={() => setEditing(false)} />}
            </>
          ) : (
            <section className="acc-card acc-form">
              <p className="acc-card-hint">{t('realNameHint')}</p>
              <Fields name={name} idno={idno} setName={setName} setIdno={setIdno} />
              {problem && (
                <p className="acc-error" role="alert" data-testid="realname-error">
                  {problem}
                </p>
              )}
              <Button
                block
                shape="rounded"
                color="primary"
                loading={submit.isPending}
                onClick={send}
                data-testid="realname-submit"
              >
                {t('submit')}
              </Button>
            </section>
          )}
        </Pending>
      </div>
    </div>
  );
}
