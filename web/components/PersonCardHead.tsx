import type { ReactNode } from "react";
import styled from "styled-components";
import { Avatar } from "./Avatar.tsx";
import { MetaList } from "./ListLayout.tsx";

/** Avatar, who and a status badge in a row; on phones the badge moves under the name. */
const Head = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    & > :last-child { grid-column: 2; justify-self: start; }
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  h2, h3 { font-size: ${({ theme }) => theme.font.size.lg}; overflow-wrap: anywhere; }
`;

interface PersonCardHeadProps {
  titleId: string;
  name: string;
  photoUrl: string | null | undefined;
  size: number;
  /** 2 on a page of cards, 3 under a page's own headings. */
  level?: 2 | 3;
  badge: ReactNode;
  /** The facts under the name, as <li>s (job, date, place, contact). */
  children: ReactNode;
}

/** The head of a card about a person (an application or an interest, as the company sees it). */
export function PersonCardHead({ titleId, name, photoUrl, size, level = 2, badge, children }: PersonCardHeadProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Head>
      <Avatar src={photoUrl} name={name} size={size} />
      <Who>
        <Heading id={titleId}>{name.trim() || "Nome não informado"}</Heading>
        <MetaList $wide>{children}</MetaList>
      </Who>
      {badge}
    </Head>
  );
}
