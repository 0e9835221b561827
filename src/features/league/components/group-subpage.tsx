import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import { GroupNotFound, isNotFound } from './not-found-notice';
import { linkTo } from '../../../../contracts/route-manifest';

type Query = { error: unknown };

/**
 * What a group's sub-page (forecast, predictions, ratings explained) shows until its data is ready: "Group not found."
 * when the group's query answers 404, else the first failed query's message, else a spinner with `loading`. Null
 * once `ready`, when the page renders itself.
 */
export function groupSubpageWait(group: Query, queries: Query[], ready: boolean, loading: string): ReactElement | null {
  if (isNotFound(group.error)) return <GroupNotFound />;
  const failed = [group, ...queries].find((q) => q.error);
  if (failed) {
    return (
      <div className="page">
        <ErrorMessage error={failed.error} />
      </div>
    );
  }
  if (!ready) {
    return (
      <div className="page">
        <Spinner label={loading} />
      </div>
    );
  }
  return null;
}

/** The "< Group name" link back to the group's page, above a sub-page's title. */
export function GroupBackLink({ slug, name }: { slug: string; name: string | undefined }) {
  return (
    <p className="text-sm">
      <Link href={linkTo('/pool/group/:groupUrlSlug', { groupUrlSlug: slug })} className="link">
        &lt; {name}
      </Link>
    </p>
  );
}
