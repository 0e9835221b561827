import { Link } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';

export default function NotFoundPage() {
  usePageMeta({ title: withBrand('Page not found'), description: 'This page does not exist.', noindex: true });
  return (
    <div className="page-narrow py-20 text-center">
      <p className="text-6xl font-extrabold text-emerald-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl font-bold">Lost?</h1>
      <p className="mt-3 text-lg text-slate-600">There's nothing to see here...</p>
      <Link href={linkTo('/')} className="btn-primary mt-8">
        Back to the home page
      </Link>
    </div>
  );
}
