/**
 * The internal regulations of the foundation (statutes, article 34), in French and English.
 * What they say about personal data matches the privacy policy of the site
 * (client/src/features/legal/texts.ts).
 */
import type { GoverningDocument } from "./types";

export const internalRegulations: GoverningDocument = {
  key: "internal-regulations",
  pages: 18,
  title: { fr: "Règlement intérieur", en: "Internal Regulations" },
  cover: {
    fr: "Établi par le Conseil d'administration et approuvé par l'Assemblée générale conformément à l'article 34 des statuts\nSiège : Cotonou, République du Bénin\nVersion approuvée par l'Assemblée générale ordinaire du 25 janvier 2025",
    en: "Drawn up by the Board of Directors and approved by the General Assembly in accordance with article 34 of the statutes\nRegistered office: Cotonou, Republic of Benin\nVersion approved by the Ordinary General Assembly of 25 January 2025",
  },
  preamble: {
    fr: "Le présent règlement intérieur complète les statuts de {name}. Il dit concrètement comment on devient membre, comment on paie sa cotisation, comment se tiennent les réunions, ce que la Fondation attend de chacun et comment elle protège les personnes et leurs données.\nIl s'applique à tous, membres, administrateurs, salariés, bénévoles et apprenants, et peut être consulté par toute personne sur le site Internet de la Fondation ou au siège.",
    en: "These internal regulations supplement the statutes of {name}. They explain in practice how one becomes a member, how dues are paid, how meetings are held, what the Foundation expects of everyone and how it protects people and their data.\nThey apply to all, members, directors, employees, volunteers and learners, and anyone may read them on the Foundation's website or at its registered office.",
  },
  parts: [
    {
      title: { fr: "Chapitre I — Dispositions générales", en: "Chapter I — General provisions" },
      articles: [
        {
          title: { fr: "Objet", en: "Purpose" },
          text: {
            fr: "Le présent règlement précise les modalités d'application des statuts de la Fondation. Il ne peut y déroger ; en cas de contradiction, les statuts prévalent.\nLes termes qui y sont employés ont le sens que leur donnent les statuts.",
            en: "These regulations set out how the Foundation's statutes are applied. They may not depart from them; in the event of conflict, the statutes prevail.\nThe terms used here have the meaning given to them by the statutes.",
          },
        },
        {
          title: { fr: "Champ d'application", en: "Scope" },
          text: {
            fr: "Le présent règlement s'impose aux membres de la Fondation, quelle que soit leur catégorie, aux membres de ses organes, à son personnel, à ses bénévoles et, pour ce qui les concerne, aux apprenants de ses programmes.\nIl est remis à chaque nouveau membre avec la confirmation de son adhésion et à chaque salarié ou bénévole lors de son arrivée.",
            en: "These regulations are binding on the members of the Foundation, whatever their category, on the members of its bodies, on its staff, on its volunteers and, as far as they are concerned, on the learners in its programs.\nThey are given to each new member with the confirmation of their membership and to each employee or volunteer when they join.",
          },
        },
      ],
    },
    {
      title: { fr: "Chapitre II — Adhésion", en: "Chapter II — Membership" },
      articles: [
        {
          title: { fr: "Demande d'adhésion", en: "Application for membership" },
          text: {
            fr: "La demande d'adhésion est faite au moyen du formulaire publié sur le site Internet de la Fondation ou d'un formulaire papier disponible au siège. Elle indique :\n- le nom complet du demandeur ou la dénomination de l'organisation et le nom de son représentant ;\n- une adresse électronique ;\n- le pays de résidence ;\n- la catégorie de membre demandée ;\n- la langue de correspondance souhaitée, français ou anglais.\nLe demandeur coche la case par laquelle il consent au traitement de ses données personnelles conformément à la politique de confidentialité. Sans ce consentement, la demande ne peut pas être enregistrée.",
            en: "Applications for membership are made with the form published on the Foundation's website or with a paper form available at the registered office. They state:\n- the applicant's full name, or the name of the organisation and of its representative;\n- an e-mail address;\n- the country of residence;\n- the category of membership applied for;\n- the preferred language of correspondence, French or English.\nThe applicant ticks the box by which they consent to the processing of their personal data in accordance with the privacy policy. Without this consent, the application cannot be recorded.",
          },
        },
        {
          title: { fr: "Examen des demandes", en: "Review of applications" },
          text: {
            fr: "Pour les adhérents individuels, les adhérents organisations et les membres bienfaiteurs, l'adhésion est activée dès la confirmation du paiement de la cotisation ; le Bureau exécutif peut toutefois, dans les trente jours, refuser une adhésion, auquel cas la cotisation est intégralement restituée.\nLes demandes des membres actifs sont examinées par le Conseil d'administration lors de sa réunion suivante, au vu de l'engagement bénévole du demandeur. Les membres d'honneur sont désignés par le Conseil d'administration ; nul ne peut demander ce titre.\nLa décision est notifiée au demandeur par courrier électronique dans la langue qu'il a choisie.",
            en: "For individual adherents, organisation adherents and patron members, membership is activated as soon as payment of the dues is confirmed; the Executive Office may nevertheless refuse a membership within thirty days, in which case the dues are refunded in full.\nApplications from active members are reviewed by the Board of Directors at its next meeting, in the light of the applicant's voluntary involvement. Honorary members are designated by the Board of Directors; no one may apply for this title.\nThe decision is notified to the applicant by e-mail in the language they chose.",
          },
        },
        {
          title: { fr: "Registre des membres", en: "Register of members" },
          text: {
            fr: "Le Secrétaire général tient à jour le registre des membres, qui mentionne pour chacun sa catégorie, la date de son admission et l'état de paiement de ses cotisations. Chaque membre peut consulter les informations qui le concernent et en demander la rectification.\nUne attestation d'adhésion est délivrée sur demande.",
            en: "The Secretary General keeps the register of members up to date, showing for each member their category, the date of their admission and the payment status of their dues. Each member may consult the information about them and ask for it to be corrected.\nA certificate of membership is issued on request.",
          },
        },
      ],
    },
    {
      title: { fr: "Chapitre III — Cotisations", en: "Chapter III — Dues" },
      articles: [
        {
          title: { fr: "Montant des cotisations", en: "Amount of the dues" },
          text: {
            fr: "Conformément à la décision de l'Assemblée générale ordinaire du 25 janvier 2025, les cotisations annuelles sont fixées comme suit :\n- adhérent individuel (personne physique) : 12 000 FCFA ;\n- adhérent organisation (personne morale) : 120 000 FCFA ;\n- membre bienfaiteur : au moins 500 000 FCFA, le montant étant choisi par le membre ;\n- membre actif : contribution variable fixée par le Conseil d'administration selon l'engagement du membre, qui peut être nulle ;\n- membres fondateurs et membres d'honneur : aucune cotisation.\nCes montants restent applicables jusqu'à ce que l'Assemblée générale en décide autrement.",
            en: "In accordance with the decision of the Ordinary General Assembly of 25 January 2025, the annual dues are set as follows:\n- individual adherent (natural person): 12,000 FCFA;\n- organisation adherent (legal person): 120,000 FCFA;\n- patron member: at least 500,000 FCFA, the amount being chosen by the member;\n- active member: a variable contribution set by the Board of Directors according to the member's involvement, which may be nil;\n- founder members and honorary members: no dues.\nThese amounts remain applicable until the General Assembly decides otherwise.",
          },
        },
        {
          title: { fr: "Modalités de paiement", en: "How dues are paid" },
          text: {
            fr: "Les cotisations sont payables au plus tard le 5 janvier de chaque année. Le membre admis en cours d'année acquitte la cotisation annuelle entière, qui couvre l'année civile en cours.\nElles peuvent être réglées :\n- par carte bancaire sur le site Internet de la Fondation, le paiement étant traité par un prestataire de paiement agréé ; la Fondation n'a jamais connaissance des données de la carte ;\n- par virement bancaire ou par monnaie électronique sur les comptes de la Fondation ;\n- en espèces au siège, contre un reçu signé par le Trésorier ou son délégué.\nUn reçu est délivré pour chaque paiement. Les membres résidant hors de la zone franc peuvent payer la contre-valeur de leur cotisation dans une autre devise acceptée par la Fondation.",
            en: "Dues are payable by 5 January of each year at the latest. A member admitted during the year pays the full annual dues, which cover the current calendar year.\nThey may be paid:\n- by card on the Foundation's website, the payment being processed by an approved payment provider; the Foundation never sees the card details;\n- by bank transfer or mobile money to the Foundation's accounts;\n- in cash at the registered office, against a receipt signed by the Treasurer or their delegate.\nA receipt is issued for every payment. Members living outside the CFA franc zone may pay the equivalent of their dues in another currency accepted by the Foundation.",
          },
        },
        {
          title: { fr: "Retard de paiement", en: "Late payment" },
          text: {
            fr: "Le membre qui n'a pas réglé sa cotisation à l'échéance reçoit un rappel par courrier électronique le 5 février, puis un second rappel le 5 mars.\nTant que sa cotisation n'est pas réglée, il ne prend pas part aux votes de l'Assemblée générale et ne peut pas être élu à un organe de la Fondation.\nÀ défaut de paiement le 5 avril, le membre perd cette qualité conformément à l'article 12 des statuts. Il peut être réadmis à tout moment en présentant une nouvelle demande.\nLe Bureau exécutif peut accorder un délai de paiement à un membre qui en fait la demande en raison de difficultés particulières.",
            en: "A member who has not paid their dues by the due date receives a reminder by e-mail on 5 February, then a second reminder on 5 March.\nAs long as their dues remain unpaid, they do not take part in votes of the General Assembly and may not be elected to a body of the Foundation.\nIf payment has not been made by 5 April, the member loses their membership in accordance with article 12 of the statutes. They may be readmitted at any time by submitting a new application.\nThe Executive Office may grant more time to pay to a member who asks for it because of particular difficulties.",
          },
        },
      ],
    },
    {
      title: { fr: "Chapitre IV — Réunions", en: "Chapter IV — Meetings" },
      articles: [
        {
          title: { fr: "Assemblées générales", en: "General Assemblies" },
          text: {
            fr: "L'Assemblée générale ordinaire se tient chaque année au mois de janvier, à Cotonou, avec la possibilité d'y participer à distance. La date est annoncée aux membres au moins deux mois à l'avance.\nTout membre disposant d'une voix délibérative peut demander l'inscription d'une question à l'ordre du jour en l'adressant par écrit au Secrétaire général au moins dix jours avant la réunion.\nUne feuille de présence, physique ou électronique, est tenue à chaque assemblée. Les votes à distance se font au moyen d'un outil qui garantit l'identification des votants et, pour les élections, le secret du vote.",
            en: "The Ordinary General Assembly is held each year in January, in Cotonou, with the possibility of taking part remotely. The date is announced to members at least two months in advance.\nAny member entitled to vote may ask for an item to be put on the agenda by writing to the Secretary General at least ten days before the meeting.\nAn attendance sheet, on paper or electronic, is kept at each assembly. Remote votes are cast with a tool that guarantees the identification of voters and, for elections, the secrecy of the ballot.",
          },
        },
        {
          title: { fr: "Conseil d'administration", en: "Board of Directors" },
          text: {
            fr: "Le calendrier des réunions du Conseil d'administration est arrêté en début d'année. Les documents nécessaires aux délibérations sont adressés aux administrateurs au moins sept jours avant chaque réunion.\nEn cas d'urgence, le Président peut consulter les administrateurs par écrit, y compris par courrier électronique ; la décision est acquise si elle recueille l'accord de la majorité des administrateurs en fonction, et elle est consignée au procès-verbal de la réunion suivante.\nLe Directeur exécutif assiste aux réunions, sauf lorsque le Conseil délibère sur sa situation personnelle.",
            en: "The calendar of Board meetings is set at the beginning of the year. The documents needed for the deliberations are sent to the directors at least seven days before each meeting.\nIn an emergency, the President may consult the directors in writing, including by e-mail; the decision is adopted if a majority of the directors in office agree, and it is recorded in the minutes of the next meeting.\nThe Executive Director attends the meetings, except when the Board deliberates on their personal situation.",
          },
        },
        {
          title: { fr: "Pouvoirs et procès-verbaux", en: "Proxies and minutes" },
          text: {
            fr: "Le pouvoir donné par un membre à un autre membre est écrit, daté et signé ; il peut être transmis par courrier électronique. Il ne vaut que pour une réunion.\nLes procès-verbaux des assemblées générales et des réunions du Conseil d'administration mentionnent les présents, les représentés, le quorum, les débats essentiels et le résultat des votes. Ils sont signés par le Président et le Secrétaire général, conservés au siège et communiqués aux membres qui en font la demande.",
            en: "A proxy given by one member to another is written, dated and signed; it may be sent by e-mail. It is valid for one meeting only.\nThe minutes of General Assemblies and Board meetings record those present and represented, the quorum, the main points of the debate and the results of votes. They are signed by the President and the Secretary General, kept at the registered office and sent to members who ask for them.",
          },
        },
      ],
    },
    {
      title: { fr: "Chapitre V — Conduite et déontologie", en: "Chapter V — Conduct and ethics" },
      articles: [
        {
          title: { fr: "Code de conduite", en: "Code of conduct" },
          text: {
            fr: "Les membres, administrateurs, salariés et bénévoles de la Fondation traitent chacun avec respect et courtoisie, sans discrimination ni harcèlement. Ils respectent les engagements pris envers les apprenants, les partenaires et les donateurs, font preuve de ponctualité et de discrétion et utilisent les biens de la Fondation pour les seuls besoins de ses activités.\nLeurs prises de parole publiques au nom de la Fondation sont préalablement autorisées par le Président ou le Directeur exécutif.",
            en: "The Foundation's members, directors, employees and volunteers treat everyone with respect and courtesy, without discrimination or harassment. They honour the commitments made to learners, partners and donors, are punctual and discreet and use the Foundation's property only for its activities.\nPublic statements on behalf of the Foundation require the prior approval of the President or the Executive Director.",
          },
        },
        {
          title: { fr: "Protection des personnes", en: "Safeguarding" },
          text: {
            fr: "La Fondation applique une tolérance zéro à l'égard de l'exploitation, des abus et du harcèlement sexuels et de toute forme de violence. Toute personne qui intervient auprès des apprenants s'engage par écrit à respecter la politique de protection des personnes adoptée par le Conseil d'administration.\nLes apprenants mineurs ne participent aux activités qu'avec l'accord écrit de leurs parents ou tuteurs et ne sont jamais laissés seuls avec un adulte hors de la vue des autres.\nUn point focal désigné par le Directeur exécutif reçoit, en toute confidentialité, les signalements de faits contraires à cette politique. Aucune personne qui signale de bonne foi ne peut être sanctionnée pour l'avoir fait.",
            en: "The Foundation applies zero tolerance to sexual exploitation, abuse and harassment and to any form of violence. Everyone who works with learners undertakes in writing to abide by the safeguarding policy adopted by the Board of Directors.\nLearners who are minors take part in activities only with the written consent of their parents or guardians and are never left alone with an adult out of sight of others.\nA focal person designated by the Executive Director receives, in full confidence, reports of acts contrary to this policy. No one who reports in good faith may be penalised for doing so.",
          },
        },
        {
          title: { fr: "Conflits d'intérêts, cadeaux et corruption", en: "Conflicts of interest, gifts and corruption" },
          text: {
            fr: "Les administrateurs et les salariés déclarent chaque année leurs intérêts susceptibles d'entrer en conflit avec ceux de la Fondation. En cas de conflit, la personne concernée s'abstient de participer à la décision.\nNul ne peut solliciter ni accepter, pour lui-même ou pour un proche, un cadeau ou un avantage d'une valeur supérieure à 25 000 FCFA en lien avec ses fonctions ; tout cadeau reçu est déclaré au Directeur exécutif.\nLa Fondation ne verse aucun paiement destiné à obtenir un avantage indu. Les achats de plus de 1 000 000 FCFA font l'objet d'une mise en concurrence d'au moins trois fournisseurs.",
            en: "Directors and employees declare each year any interests that could conflict with those of the Foundation. In the event of a conflict, the person concerned abstains from taking part in the decision.\nNo one may request or accept, for themselves or a relative, a gift or advantage worth more than 25,000 FCFA in connection with their duties; any gift received is declared to the Executive Director.\nThe Foundation makes no payment intended to obtain an undue advantage. Purchases of more than 1,000,000 FCFA are put out to tender among at least three suppliers.",
          },
        },
        {
          title: { fr: "Procédure disciplinaire", en: "Disciplinary procedure" },
          text: {
            fr: "Le manquement d'un membre aux statuts ou au présent règlement peut donner lieu, selon sa gravité, à un avertissement, à une suspension de six mois au plus ou à l'exclusion.\nL'avertissement est prononcé par le Bureau exécutif ; la suspension et l'exclusion par le Conseil d'administration. Aucune sanction n'est prononcée sans que le membre ait été informé par écrit des faits qui lui sont reprochés et mis en mesure de présenter ses observations dans un délai d'au moins quinze jours.\nLes manquements des salariés relèvent du droit du travail et de leur contrat.",
            en: "A member's breach of the statutes or of these regulations may lead, depending on its seriousness, to a warning, a suspension of up to six months or exclusion.\nWarnings are issued by the Executive Office; suspension and exclusion are decided by the Board of Directors. No sanction is imposed unless the member has been informed in writing of the facts held against them and given at least fifteen days to respond.\nBreaches by employees are governed by labour law and their contract.",
          },
        },
      ],
    },
    {
      title: { fr: "Chapitre VI — Programmes et bénévolat", en: "Chapter VI — Programs and volunteering" },
      articles: [
        {
          title: { fr: "Participation aux programmes", en: "Taking part in programs" },
          text: {
            fr: "Les critères de sélection de chaque programme sont publiés avec l'appel à candidatures. À dossier comparable, la priorité est donnée aux femmes, aux jeunes sans emploi ni formation et aux personnes en situation de handicap.\nLa participation aux programmes est gratuite, sauf mention contraire dans l'appel à candidatures. Les apprenants s'engagent à suivre au moins quatre-vingts pour cent des séances ; une attestation est délivrée à ceux qui remplissent cette condition et réussissent l'évaluation finale.\nLa Fondation prend en compte les besoins particuliers des apprenants, notamment ceux des mères de jeunes enfants et des personnes en situation de handicap, dans l'organisation des séances.",
            en: "The selection criteria of each program are published with the call for applications. Between comparable applications, priority is given to women, to young people not in employment, education or training and to persons with disabilities.\nPrograms are free of charge unless the call for applications says otherwise. Learners undertake to attend at least eighty per cent of the sessions; a certificate is issued to those who meet this condition and pass the final assessment.\nThe Foundation takes learners' particular needs into account when organising sessions, especially those of mothers of young children and of persons with disabilities.",
          },
        },
        {
          title: { fr: "Bénévolat", en: "Volunteering" },
          text: {
            fr: "Toute personne peut proposer son aide à la Fondation par le formulaire de bénévolat de son site Internet ou au siège. Le bénévole et la Fondation signent une convention qui précise la mission, sa durée et les règles applicables.\nLes bénévoles ne sont pas rémunérés. Les frais engagés pour une mission, autorisés au préalable, leur sont remboursés sur justificatifs. La Fondation les assure pour les activités qu'elle leur confie.",
            en: "Anyone may offer to help the Foundation through the volunteering form on its website or at the registered office. The volunteer and the Foundation sign an agreement setting out the assignment, its duration and the applicable rules.\nVolunteers are not paid. Expenses incurred for an assignment, approved in advance, are reimbursed against receipts. The Foundation insures them for the activities it entrusts to them.",
          },
        },
      ],
    },
    {
      title: { fr: "Chapitre VII — Protection des données personnelles", en: "Chapter VII — Protection of personal data" },
      articles: [
        {
          title: { fr: "Principes", en: "Principles" },
          text: {
            fr: "La Fondation traite les données personnelles conformément à la loi n° 2017-20 du 20 avril 2018 portant code du numérique en République du Bénin, sous le contrôle de l'Autorité de protection des données personnelles (APDP).\nElle ne collecte que les données nécessaires à chaque finalité, ne les vend ni ne les loue jamais et ne les communique qu'aux prestataires qui en ont besoin pour la servir, tenus par contrat à la confidentialité.\nLe Directeur exécutif veille au respect de ces règles ; il est le point de contact pour toute question relative aux données personnelles.",
            en: "The Foundation processes personal data in accordance with Law No. 2017-20 of 20 April 2018 on the Digital Code of the Republic of Benin, under the supervision of the Personal Data Protection Authority (APDP).\nIt collects only the data needed for each purpose, never sells or rents them and shares them only with the service providers that need them to serve it, bound by contract to confidentiality.\nThe Executive Director ensures that these rules are followed and is the contact person for any question about personal data.",
          },
        },
        {
          title: { fr: "Durées de conservation", en: "Retention periods" },
          text: {
            fr: "Les données sont conservées pendant les durées suivantes :\n- messages reçus par le formulaire de contact ou de bénévolat : deux ans après le dernier échange ;\n- dossiers des membres : pendant la durée de l'adhésion, puis cinq ans pour les besoins de la comptabilité ;\n- dons et reçus : dix ans, au titre des pièces comptables ;\n- abonnement à la lettre d'information : jusqu'au désabonnement ;\n- dossiers des apprenants : cinq ans après la fin du programme, pour la délivrance des attestations et le suivi de l'insertion professionnelle.\nÀ l'issue de ces durées, les données sont supprimées ou rendues anonymes.",
            en: "Data are kept for the following periods:\n- messages received through the contact or volunteering form: two years after the last exchange;\n- members' records: for the duration of the membership, then five years for accounting purposes;\n- donations and receipts: ten years, as accounting records;\n- newsletter subscription: until unsubscription;\n- learners' records: five years after the end of the program, to issue certificates and follow up on employment outcomes.\nAt the end of these periods, the data are deleted or made anonymous.",
          },
        },
        {
          title: { fr: "Droits des personnes", en: "Rights of individuals" },
          text: {
            fr: "Toute personne peut demander l'accès aux données qui la concernent, leur rectification ou leur suppression, et s'opposer à leur traitement, en écrivant à {email}. La Fondation répond dans un délai d'un mois.\nToute personne qui estime que ses droits ne sont pas respectés peut adresser une réclamation à l'Autorité de protection des données personnelles (APDP).",
            en: "Anyone may ask for access to the data about them, their correction or deletion, and object to their processing, by writing to {email}. The Foundation answers within one month.\nAnyone who considers that their rights have not been respected may lodge a complaint with the Personal Data Protection Authority (APDP).",
          },
        },
        {
          title: { fr: "Droit à l'image", en: "Image rights" },
          text: {
            fr: "Aucune photographie ni vidéo d'un apprenant, d'un membre ou d'un bénévole n'est publiée sans son accord écrit ou, pour un mineur, celui de ses parents ou tuteurs. Cet accord peut être retiré à tout moment ; la Fondation retire alors l'image de ses supports en ligne dans un délai de quinze jours.",
            en: "No photograph or video of a learner, member or volunteer is published without their written consent or, for a minor, that of their parents or guardians. This consent may be withdrawn at any time; the Foundation then removes the image from its online media within fifteen days.",
          },
        },
      ],
    },
    {
      title: { fr: "Chapitre VIII — Gestion financière", en: "Chapter VIII — Financial management" },
      articles: [
        {
          title: { fr: "Engagement des dépenses", en: "Authorising expenditure" },
          text: {
            fr: "Les dépenses prévues au budget sont engagées :\n- par le Directeur exécutif, jusqu'à 1 000 000 FCFA par opération ;\n- conjointement par le Président et le Trésorier, au-delà de ce montant.\nLes conventions de partenariat et de financement d'un montant supérieur à 10 000 000 FCFA sont autorisées au préalable par le Conseil d'administration.\nToute dépense non prévue au budget est soumise au Conseil d'administration.",
            en: "Expenditure provided for in the budget is authorised:\n- by the Executive Director, up to 1,000,000 FCFA per transaction;\n- jointly by the President and the Treasurer, above that amount.\nPartnership and funding agreements worth more than 10,000,000 FCFA are authorised in advance by the Board of Directors.\nAny expenditure not provided for in the budget is submitted to the Board of Directors.",
          },
        },
        {
          title: { fr: "Dons et reçus", en: "Donations and receipts" },
          text: {
            fr: "Chaque don donne lieu à un reçu adressé au donateur, par courrier électronique pour les dons reçus en ligne. Les dons en ligne sont payés par carte auprès d'un prestataire de paiement agréé, dans la devise choisie par le donateur.\nLes dons en espèces d'une même personne ne peuvent dépasser 200 000 FCFA par an sans que l'identité du donateur soit vérifiée et enregistrée.\nLa Fondation publie chaque année le montant total des dons reçus et leur emploi dans son rapport annuel.",
            en: "Every donation gives rise to a receipt sent to the donor, by e-mail for donations made online. Online donations are paid by card through an approved payment provider, in the currency chosen by the donor.\nCash donations from the same person may not exceed 200,000 FCFA a year unless the donor's identity is checked and recorded.\nEach year, the Foundation publishes in its annual report the total amount of donations received and how they were used.",
          },
        },
      ],
    },
    {
      title: { fr: "Chapitre IX — Dispositions finales", en: "Chapter IX — Final provisions" },
      articles: [
        {
          title: { fr: "Modification du règlement", en: "Amendment of the regulations" },
          text: {
            fr: "Le présent règlement peut être modifié par le Conseil d'administration. Les modifications s'appliquent à titre provisoire dès leur adoption et sont soumises à l'approbation de la plus prochaine Assemblée générale.\nLes membres sont informés de toute modification par courrier électronique et la version en vigueur est publiée sur le site Internet de la Fondation.",
            en: "These regulations may be amended by the Board of Directors. Amendments apply provisionally as soon as they are adopted and are submitted for approval to the next General Assembly.\nMembers are informed of any amendment by e-mail and the version in force is published on the Foundation's website.",
          },
        },
        {
          title: { fr: "Entrée en vigueur", en: "Entry into force" },
          text: {
            fr: "Le présent règlement, établi en français et en anglais, entre en vigueur le jour de son approbation par l'Assemblée générale. En cas de divergence, la version française fait foi.",
            en: "These regulations, written in French and in English, come into force on the day they are approved by the General Assembly. In the event of any difference, the French version prevails.",
          },
        },
      ],
    },
  ],
  closing: {
    fr: "Approuvé par l'Assemblée générale ordinaire réunie à Cotonou le 25 janvier 2025.",
    en: "Approved by the Ordinary General Assembly held in Cotonou on 25 January 2025.",
  },
  signatures: [
    { fr: "La Présidente", en: "The President" },
    { fr: "Le Secrétaire général", en: "The Secretary General" },
  ],
};
