import { Bell, Briefcase, CircleCheck, MapPin } from "lucide-react";
import styled from "styled-components";
import { Badge } from "../../components/Badge.tsx";

// The hero illustration's cards: a sample job and the notifications floating around it.

const FloatCard = styled.div`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;
const JobCard = styled(FloatCard)`
  width: min(360px, 86%);
  padding: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    width: 88%;
    padding: ${({ theme }) => theme.space.md};
  }
`;
export const GhostCard = styled(FloatCard)`
  position: absolute;
  width: min(320px, 76%);
  height: 170px;
  top: 15%;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  box-shadow: ${({ theme }) => theme.shadow.md};
  transform: translateX(-12%) rotate(-7deg);
  span {
    display: block;
    height: 10px;
    margin-bottom: 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.border};
  }
  span:first-child { width: 55%; height: 14px; }
  span:nth-child(2) { width: 35%; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    top: 18%;
  }
`;
const JobHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const JobIcon = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

const JobTitle = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.ink};
  line-height: 1.3;
`;

const JobMeta = styled.span`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: ${({ theme }) => theme.space.md};
`;

const Bars = styled.span`
  display: grid;
  gap: 8px;
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  span {
    display: block;
    height: 8px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.background};
  }
  span:nth-child(2) { width: 78%; }
  span:nth-child(3) { width: 52%; }
`;

const JobFoot = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Salary = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

const FakeButton = styled.span`
  padding: 7px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;
const Toast = styled(FloatCard)<{ $pos: "top" | "bottom" }>`
  position: absolute;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 290px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ $pos }) => ($pos === "top" ? "top: 4%; right: 0;" : "bottom: 3%; left: 0;")}
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    max-width: 230px;
    padding: 8px 10px;
    ${({ $pos }) => ($pos === "top" ? "top: 0; right: 0;" : "bottom: 0; left: 0;")}
  }
`;

const ToastIcon = styled.span<{ $tone: "success" | "warning" }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 34px;
  height: 34px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => ($tone === "success" ? theme.colors.successSoft : theme.colors.warningSoft)};
  color: ${({ theme, $tone }) => ($tone === "success" ? theme.colors.success : theme.colors.warning)};
`;

const ToastText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.3;
  strong {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.ink};
  }
  span {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The hero's picture: a job card with two notifications around it. Decorative (aria-hidden, nothing to interact with). *//** A job card as the app shows one, with made-up content. */
export function SampleJobCard() {
  return (
    <JobCard>
      <JobHead>
        <JobIcon>
          <Briefcase size={22} />
        </JobIcon>
        <span>
          <JobTitle>Desenvolvedor(a) Front-end</JobTitle>
          <JobMeta>
            <MapPin size={14} />
            São Paulo, SP
          </JobMeta>
        </span>
      </JobHead>
      <Tags>
        <Badge $tone="brand">Híbrido</Badge>
        <Badge $tone="info">CLT</Badge>
        <Badge>Pleno</Badge>
      </Tags>
      <Bars>
        <span />
        <span />
        <span />
      </Bars>
      <JobFoot>
        <Salary>R$ 7.500</Salary>
        <FakeButton>Candidatar-se</FakeButton>
      </JobFoot>
    </JobCard>
  );
}

/** 'Candidatura enviada' and 'Nova manifestação de interesse', as the app's toasts show them. */
export function SampleNotifications() {
  return (
    <>
      <Toast $pos="top">
        <ToastIcon $tone="success">
          <CircleCheck size={18} />
        </ToastIcon>
        <ToastText>
          <strong>Candidatura enviada</strong>
          <span>Acompanhe pelo seu painel</span>
        </ToastText>
      </Toast>
      <Toast $pos="bottom">
        <ToastIcon $tone="warning">
          <Bell size={18} />
        </ToastIcon>
        <ToastText>
          <strong>Nova manifestação de interesse</strong>
          <span>Uma empresa quer conhecer você</span>
        </ToastText>
      </Toast>
    </>
  );
}
