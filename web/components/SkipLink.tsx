import styled from "styled-components";

const Link = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: 200;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.lg};
  /* Off screen until the keyboard reaches it: the first Tab on any page. */
  &:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    overflow: hidden;
    padding: 0;
    white-space: nowrap;
  }
`;

/**
 * 'Pular para o conteúdo': the first thing Tab reaches, past the navigation bar to the page's content.
 * A plain fragment link (it works before the JavaScript runs); with it, focus lands on the target
 * without the router seeing a new location.
 */
export function SkipLink({ target }: { target: string }) {
  return (
    <Link
      href={`#${target}`}
      onClick={(event) => {
        const element = document.getElementById(target);
        if (!element) return;
        event.preventDefault();
        element.focus();
        element.scrollIntoView();
      }}
    >
      Pular para o conteúdo
    </Link>
  );
}
