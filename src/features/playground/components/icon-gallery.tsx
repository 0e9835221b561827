import {
  ChevronDown,
  ChevronRight,
  CloseIcon,
  GithubIcon,
  LinkedinIcon,
  LogoMark,
  MenuIcon,
  ShieldIcon,
  XIcon,
} from '../../../components/icons';

/** Every shared icon with its component name. */
export function IconGallery() {
  return (
    <ul className="card flex flex-wrap gap-6 text-2xl text-slate-800">
      {(
        [
          ['LogoMark', LogoMark],
          ['ChevronDown', ChevronDown],
          ['ChevronRight', ChevronRight],
          ['MenuIcon', MenuIcon],
          ['CloseIcon', CloseIcon],
          ['ShieldIcon', ShieldIcon],
          ['GithubIcon', GithubIcon],
          ['LinkedinIcon', LinkedinIcon],
          ['XIcon', XIcon],
        ] as const
      ).map(([name, Icon]) => (
        <li key={name} className="flex flex-col items-center gap-1">
          <Icon />
          <span className="font-mono text-xs text-slate-600">{name}</span>
        </li>
      ))}
    </ul>
  );
}
