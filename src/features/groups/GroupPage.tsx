import { useSearchParams } from 'react-router';
import { CreateGroup } from './CreateGroup';
import { GroupInfo } from './GroupInfo';

/** /group: the info page of `?id=<groupkey>`, or creating a group when no id is given. */
export function GroupPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? <GroupInfo key={id} groupkey={id} /> : <CreateGroup />;
}
