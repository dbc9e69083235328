-- Text search configuration of the generated tsvector columns (GENERATED_COLUMNS in packages/db/scripts/db-diff.ts)
CREATE EXTENSION IF NOT EXISTS unaccent;
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'spanish_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION spanish_unaccent (COPY = spanish);
    ALTER TEXT SEARCH CONFIGURATION spanish_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
  END IF;
END $$;

-- CreateEnum
CREATE TYPE "EmailStatus" AS ENUM ('PENDING', 'SENT', 'FAILED');

-- CreateEnum
CREATE TYPE "Permission" AS ENUM ('Administrator', 'PQRs', 'Tickets', 'Comments', 'Feedback', 'Chats', 'Menus', 'Contents', 'Settings');

-- CreateEnum
CREATE TYPE "UserMainType" AS ENUM ('Administrator', 'LegalRepresentative', 'WebMaster');

-- CreateEnum
CREATE TYPE "ComplaintFormTokenPurpose" AS ENUM ('manage', 'delegate', 'qualify');

-- CreateEnum
CREATE TYPE "CertificateSearchKey" AS ENUM ('cadastralKey', 'identification');

-- CreateEnum
CREATE TYPE "ImportJobStatus" AS ENUM ('PENDING', 'RUNNING', 'DONE', 'FAILED');

-- CreateEnum
CREATE TYPE "TagTemplateType" AS ENUM ('Default', 'Sortable');

-- CreateEnum
CREATE TYPE "ReportType" AS ENUM ('Comment', 'Content');

-- CreateEnum
CREATE TYPE "MenuSection" AS ENUM ('Home', 'Transparency');

-- CreateTable
CREATE TABLE "Setting" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Setting_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "TextResource" (
    "textResourceID" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TextResource_pkey" PRIMARY KEY ("textResourceID")
);

-- CreateTable
CREATE TABLE "StoredFile" (
    "fileID" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "extension" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "isImage" BOOLEAN NOT NULL DEFAULT false,
    "width" INTEGER,
    "height" INTEGER,
    "isPublic" BOOLEAN NOT NULL DEFAULT true,
    "purpose" TEXT NOT NULL,
    "ownerUserId" INTEGER,
    "creationDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("fileID")
);

-- CreateTable
CREATE TABLE "EmailMessage" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "status" "EmailStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "emlPath" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "queuedAt" TIMESTAMP(3),
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "EmailMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER,
    "action" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT,
    "details" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Location" (
    "id" INTEGER NOT NULL,
    "parentId" INTEGER,
    "level" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "Location_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IdentificationType" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,

    CONSTRAINT "IdentificationType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserType" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "UserType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT,
    "friendlyName" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "secondname" TEXT,
    "lastname" TEXT NOT NULL,
    "secondlastname" TEXT,
    "identificationTypeId" INTEGER,
    "identification" TEXT,
    "expeditionDate" DATE,
    "phone" TEXT,
    "address" TEXT,
    "countryId" INTEGER,
    "departmentId" INTEGER,
    "municipalityId" INTEGER,
    "city" TEXT,
    "neighborhood" TEXT,
    "genderID" INTEGER,
    "birthDate" DATE,
    "description" TEXT,
    "enabledNewsletter" BOOLEAN NOT NULL DEFAULT false,
    "enabledNotifications" BOOLEAN NOT NULL DEFAULT true,
    "facebookId" TEXT,
    "twitterId" TEXT,
    "googleId" TEXT,
    "loa" TEXT NOT NULL DEFAULT 'loa:1',
    "level" INTEGER NOT NULL DEFAULT 1,
    "imageFileId" INTEGER,
    "userTypeId" INTEGER,
    "pendingRegistration" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "creationDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserPermission" (
    "userId" INTEGER NOT NULL,
    "permission" "Permission" NOT NULL,
    "grantedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserPermission_pkey" PRIMARY KEY ("userId","permission")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "userAgent" TEXT,
    "ip" TEXT,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailCode" (
    "id" TEXT NOT NULL,
    "userId" INTEGER,
    "email" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "service" TEXT NOT NULL DEFAULT 'profile',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "verifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "value" TEXT NOT NULL,
    "url" TEXT,
    "date" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seen" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationPreference" (
    "Id" INTEGER NOT NULL,
    "Name" TEXT NOT NULL,

    CONSTRAINT "NotificationPreference_pkey" PRIMARY KEY ("Id")
);

-- CreateTable
CREATE TABLE "UserNotificationPreference" (
    "userId" INTEGER NOT NULL,
    "preferenceId" INTEGER NOT NULL,
    "Active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "UserNotificationPreference_pkey" PRIMARY KEY ("userId","preferenceId")
);

-- CreateTable
CREATE TABLE "UserMain" (
    "userMainID" SERIAL NOT NULL,
    "userMainType" "UserMainType" NOT NULL,
    "firstName" TEXT NOT NULL,
    "middleName" TEXT,
    "firstLastName" TEXT NOT NULL,
    "middleLastName" TEXT,
    "identification" TEXT,
    "gender" TEXT,
    "responsible" TEXT,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "mobil" TEXT,
    "siteID" INTEGER NOT NULL DEFAULT 1,
    "registerDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "tempEmail" TEXT,
    "codeEmail" TEXT,
    "policies" BOOLEAN NOT NULL DEFAULT false,
    "terms" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "UserMain_pkey" PRIMARY KEY ("userMainID")
);

-- CreateTable
CREATE TABLE "UserMainFile" (
    "id" SERIAL NOT NULL,
    "userMainID" INTEGER NOT NULL,
    "fileID" INTEGER NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "UserMainFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PolicyTerm" (
    "id" SERIAL NOT NULL,
    "termType" TEXT NOT NULL,
    "scope" TEXT NOT NULL DEFAULT 'territorial',
    "version" INTEGER NOT NULL,
    "term" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PolicyTerm_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PolicyTermView" (
    "userId" INTEGER NOT NULL,
    "termId" INTEGER NOT NULL,
    "viewedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PolicyTermView_pkey" PRIMARY KEY ("userId","termId")
);

-- CreateTable
CREATE TABLE "SocialNetwork" (
    "id" SERIAL NOT NULL,
    "url" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "alias" TEXT NOT NULL,
    "icon" TEXT NOT NULL,
    "list" INTEGER NOT NULL DEFAULT 1,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SocialNetwork_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Tooltip" (
    "id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "text" TEXT NOT NULL,

    CONSTRAINT "Tooltip_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatSchedule" (
    "id" SERIAL NOT NULL,
    "day" INTEGER NOT NULL,
    "hourInit" TEXT NOT NULL,
    "hourEnd" TEXT NOT NULL,

    CONSTRAINT "ChatSchedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NewsletterSubscriber" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "subscribedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "unsubscribedAt" TIMESTAMP(3),

    CONSTRAINT "NewsletterSubscriber_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplaintFormType" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "termDays" INTEGER NOT NULL,
    "allowsExtension" BOOLEAN NOT NULL DEFAULT true,
    "extensionDays" INTEGER,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ComplaintFormType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplaintFormUserType" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "isLegalEntity" BOOLEAN NOT NULL DEFAULT false,
    "identificationTypeID" INTEGER,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "ComplaintFormUserType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplaintForm" (
    "complaintFormID" SERIAL NOT NULL,
    "trackingID" BIGINT NOT NULL,
    "complaintFormTypeID" INTEGER NOT NULL,
    "complaintFormUserTypeID" INTEGER,
    "anonymous" BOOLEAN NOT NULL DEFAULT false,
    "userId" INTEGER,
    "loa" TEXT,
    "firstName" TEXT,
    "lastName" TEXT,
    "firstSurName" TEXT,
    "lastSurName" TEXT,
    "identificationTypeID" INTEGER,
    "identification" TEXT,
    "birthDate" DATE,
    "genderID" INTEGER,
    "rootLocationPersonalID" INTEGER,
    "secondLevelLocationPersonalID" INTEGER,
    "locationPersonalID" INTEGER,
    "cityPersonal" TEXT,
    "neighborhoodPersonal" TEXT,
    "addressPersonal" TEXT,
    "phoneNumberPersonal" TEXT,
    "mobileNumberPersonal" TEXT,
    "emailPersonal" TEXT,
    "description" TEXT NOT NULL,
    "descriptionHtml" TEXT,
    "typeprivacy" BOOLEAN NOT NULL DEFAULT false,
    "presential" INTEGER,
    "attentionConfigID" INTEGER,
    "attentionDay" DATE,
    "hour" INTEGER,
    "isAttachment" BOOLEAN NOT NULL DEFAULT false,
    "fileID" INTEGER,
    "fileName" TEXT,
    "responseTypeID" INTEGER NOT NULL,
    "email" TEXT,
    "rootLocationID" INTEGER,
    "secondLevelLocationID" INTEGER,
    "locationID" INTEGER,
    "city" TEXT,
    "neighborhood" TEXT,
    "address" TEXT,
    "mobileNumber" TEXT,
    "phoneNumber" TEXT,
    "extension" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "answer" TEXT,
    "answerHtml" TEXT,
    "urlFile" TEXT,
    "answeredById" INTEGER,
    "date" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closingDate" TIMESTAMP(3),
    "answerableDate" DATE NOT NULL,
    "extendedAt" TIMESTAMP(3),
    "extensionReason" TEXT,
    "originalAnswerableDate" DATE,
    "nDelegate" INTEGER NOT NULL DEFAULT 0,
    "delegateEmail" TEXT,
    "delegatedAt" TIMESTAMP(3),
    "qualification" INTEGER,
    "qualificationComment" TEXT,
    "qualifiedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ComplaintForm_pkey" PRIMARY KEY ("complaintFormID")
);

-- CreateTable
CREATE TABLE "ComplaintFormAnswerFile" (
    "id" SERIAL NOT NULL,
    "complaintFormID" INTEGER NOT NULL,
    "fileID" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ComplaintFormAnswerFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplaintFormToken" (
    "id" TEXT NOT NULL,
    "complaintFormID" INTEGER NOT NULL,
    "purpose" "ComplaintFormTokenPurpose" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ComplaintFormToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplaintFormHistory" (
    "id" SERIAL NOT NULL,
    "complaintFormID" INTEGER NOT NULL,
    "userId" INTEGER,
    "actorEmail" TEXT,
    "action" TEXT NOT NULL,
    "details" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ComplaintFormHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AttentionConfig" (
    "attentionConfigID" SERIAL NOT NULL,
    "day" INTEGER NOT NULL,
    "hourInitAm" INTEGER,
    "hourEndAm" INTEGER,
    "hourInitPm" INTEGER,
    "hourEndPm" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "AttentionConfig_pkey" PRIMARY KEY ("attentionConfigID")
);

-- CreateTable
CREATE TABLE "EntityClosureDay" (
    "id" SERIAL NOT NULL,
    "date" DATE NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EntityClosureDay_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplaintResource" (
    "id" SERIAL NOT NULL,
    "keyword" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ComplaintResource_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Certificate" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "searchBy" "CertificateSearchKey" NOT NULL,
    "text" TEXT NOT NULL,
    "signerName" TEXT NOT NULL,
    "signerRole" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "requiresPaymentWhenDebt" BOOLEAN NOT NULL DEFAULT false,
    "paymentInformation" TEXT,
    "paymentTime" TEXT,
    "validityDays" INTEGER,
    "issueCount" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Certificate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Property" (
    "id" SERIAL NOT NULL,
    "cadastralKey" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "stratum" INTEGER,
    "landUse" TEXT,
    "zone" TEXT,
    "taxPaidUntil" DATE,
    "amountOwed" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Property_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PropertyOwner" (
    "id" SERIAL NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "identification" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "PropertyOwner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Resident" (
    "id" SERIAL NOT NULL,
    "identification" TEXT NOT NULL,
    "names" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "neighborhood" TEXT,
    "since" DATE,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Resident_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaffRecord" (
    "id" SERIAL NOT NULL,
    "identification" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" TEXT NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE,
    "dependency" TEXT,
    "salary" DECIMAL(14,2),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StaffRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CertificateRequest" (
    "certificadoID" SERIAL NOT NULL,
    "certificateID" INTEGER NOT NULL,
    "identification" TEXT,
    "cadastralKey" TEXT,
    "propertyId" INTEGER,
    "requiredPay" BOOLEAN NOT NULL DEFAULT false,
    "amountOwed" DECIMAL(14,2),
    "paid" BOOLEAN NOT NULL DEFAULT false,
    "paymentReference" TEXT,
    "paidAt" TIMESTAMP(3),
    "paidById" INTEGER,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CertificateRequest_pkey" PRIMARY KEY ("certificadoID")
);

-- CreateTable
CREATE TABLE "CertificateIssue" (
    "id" SERIAL NOT NULL,
    "certificadoID" INTEGER NOT NULL,
    "validityCode" VARCHAR(32) NOT NULL,
    "cedulaCatastral" TEXT,
    "numeroIdentificacion" TEXT,
    "data" JSONB NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),
    "revokeReason" TEXT,
    "pdfFileID" INTEGER,

    CONSTRAINT "CertificateIssue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CertificateProcess" (
    "certificateProcessID" SERIAL NOT NULL,
    "certificateID" INTEGER,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "data" JSONB,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CertificateProcess_pkey" PRIMARY KEY ("certificateProcessID")
);

-- CreateTable
CREATE TABLE "SubDocumentType" (
    "subDocumentTypeID" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "hasPayment" BOOLEAN NOT NULL DEFAULT false,
    "paymentDescription" TEXT,
    "paymentTime" TEXT,
    "template" TEXT NOT NULL DEFAULT '',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SubDocumentType_pkey" PRIMARY KEY ("subDocumentTypeID")
);

-- CreateTable
CREATE TABLE "DocumentVariable" (
    "documentVariableID" SERIAL NOT NULL,
    "subDocumentTypeID" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "isSearchKey" BOOLEAN NOT NULL DEFAULT false,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DocumentVariable_pkey" PRIMARY KEY ("documentVariableID")
);

-- CreateTable
CREATE TABLE "DocumentDataRow" (
    "documentDataRowID" SERIAL NOT NULL,
    "subDocumentTypeID" INTEGER NOT NULL,
    "searchValue" TEXT NOT NULL,
    "values" JSONB NOT NULL,
    "importJobID" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DocumentDataRow_pkey" PRIMARY KEY ("documentDataRowID")
);

-- CreateTable
CREATE TABLE "DocumentIssue" (
    "id" SERIAL NOT NULL,
    "guid" VARCHAR(100) NOT NULL,
    "subDocumentTypeID" INTEGER NOT NULL,
    "documentDataRowID" INTEGER,
    "value" TEXT NOT NULL,
    "numeroIdentificacion" TEXT,
    "data" JSONB NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),
    "pdfFileID" INTEGER,

    CONSTRAINT "DocumentIssue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImportJob" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "status" "ImportJobStatus" NOT NULL DEFAULT 'PENDING',
    "params" JSONB,
    "progress" INTEGER NOT NULL DEFAULT 0,
    "totalRows" INTEGER NOT NULL DEFAULT 0,
    "processedRows" INTEGER NOT NULL DEFAULT 0,
    "errors" JSONB NOT NULL DEFAULT '[]',
    "fileID" INTEGER,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ImportJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Tag" (
    "tagID" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "friendlyName" TEXT NOT NULL,
    "description" TEXT,
    "validContentTypes" INTEGER[],
    "templateType" "TagTemplateType" NOT NULL DEFAULT 'Default',
    "showContentsOnHome" BOOLEAN NOT NULL DEFAULT true,
    "isPrivate" BOOLEAN NOT NULL DEFAULT false,
    "defaultContentTemplate" JSONB,
    "views" INTEGER NOT NULL DEFAULT 0,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "creationDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Tag_pkey" PRIMARY KEY ("tagID")
);

-- CreateTable
CREATE TABLE "Label" (
    "labelID" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "friendlyName" TEXT NOT NULL,
    "defaultTagID" INTEGER,
    "isRequired" BOOLEAN NOT NULL DEFAULT false,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "creationDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Label_pkey" PRIMARY KEY ("labelID")
);

-- CreateTable
CREATE TABLE "SubLabel" (
    "subLabelID" SERIAL NOT NULL,
    "labelID" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "friendlyName" TEXT NOT NULL,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SubLabel_pkey" PRIMARY KEY ("subLabelID")
);

-- CreateTable
CREATE TABLE "Content" (
    "contentID" SERIAL NOT NULL,
    "friendlyName" TEXT NOT NULL,
    "friendlyUrl" TEXT,
    "contentType" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "body" TEXT,
    "bodyHtml" TEXT,
    "description" TEXT,
    "metaDescription" TEXT,
    "embedUrl" TEXT,
    "embedImage" TEXT,
    "externalLink" TEXT,
    "urlLink" TEXT,
    "targetSelf" BOOLEAN NOT NULL DEFAULT false,
    "codeYouTube" VARCHAR(11),
    "imagePrincipalFileID" INTEGER,
    "defaultImage" TEXT,
    "longImage" TEXT,
    "defaultThumbnail" TEXT,
    "imageDescription" TEXT,
    "commentWallType" INTEGER NOT NULL DEFAULT 2,
    "isFeatured" BOOLEAN NOT NULL DEFAULT false,
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "showOnHome" BOOLEAN NOT NULL DEFAULT true,
    "isPrivate" BOOLEAN NOT NULL DEFAULT false,
    "isRequired" BOOLEAN NOT NULL DEFAULT false,
    "published" BOOLEAN NOT NULL DEFAULT true,
    "checked" BOOLEAN NOT NULL DEFAULT false,
    "withoutClosingDate" BOOLEAN NOT NULL DEFAULT false,
    "closingDate" TIMESTAMP(3),
    "startingDate" TIMESTAMP(3),
    "startDate" DATE,
    "startHour" TEXT,
    "endDate" DATE,
    "endHour" TEXT,
    "publishedDateFrom" TIMESTAMP(3),
    "publishedDateTo" TIMESTAMP(3),
    "showFromDate" TIMESTAMP(3),
    "showToDate" TIMESTAMP(3),
    "showMode" INTEGER,
    "date" TIMESTAMP(3),
    "hour" TEXT,
    "countComments" INTEGER NOT NULL DEFAULT 0,
    "countLikes" INTEGER NOT NULL DEFAULT 0,
    "sumVotes" INTEGER NOT NULL DEFAULT 0,
    "percentage" DOUBLE PRECISION,
    "downloadFiles" BOOLEAN NOT NULL DEFAULT true,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "contentVoteType" TEXT,
    "facebookPublish" BOOLEAN NOT NULL DEFAULT false,
    "twitterPublish" BOOLEAN NOT NULL DEFAULT false,
    "instagramPublish" BOOLEAN NOT NULL DEFAULT false,
    "userId" INTEGER,
    "creationDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modifiedDate" TIMESTAMP(3) NOT NULL,
    "searchVector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('spanish_unaccent'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('spanish_unaccent'::regconfig, coalesce("description", '')), 'B') || setweight(to_tsvector('spanish_unaccent'::regconfig, coalesce("body", '')), 'C')) STORED,

    CONSTRAINT "Content_pkey" PRIMARY KEY ("contentID")
);

-- CreateTable
CREATE TABLE "ContentAttribute" (
    "id" SERIAL NOT NULL,
    "contentID" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "ContentAttribute_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentFile" (
    "id" SERIAL NOT NULL,
    "contentID" INTEGER NOT NULL,
    "fileID" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "isImage" BOOLEAN NOT NULL DEFAULT false,
    "thumbnail" TEXT,
    "description" TEXT,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ContentFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentTag" (
    "contentID" INTEGER NOT NULL,
    "tagID" INTEGER NOT NULL,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ContentTag_pkey" PRIMARY KEY ("contentID","tagID")
);

-- CreateTable
CREATE TABLE "ContentLabel" (
    "contentID" INTEGER NOT NULL,
    "labelID" INTEGER NOT NULL,

    CONSTRAINT "ContentLabel_pkey" PRIMARY KEY ("contentID","labelID")
);

-- CreateTable
CREATE TABLE "ContentSubLabel" (
    "contentID" INTEGER NOT NULL,
    "subLabelID" INTEGER NOT NULL,

    CONSTRAINT "ContentSubLabel_pkey" PRIMARY KEY ("contentID","subLabelID")
);

-- CreateTable
CREATE TABLE "ContentLike" (
    "contentID" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentLike_pkey" PRIMARY KEY ("contentID","userId")
);

-- CreateTable
CREATE TABLE "VoteOption" (
    "voteOptionID" SERIAL NOT NULL,
    "contentID" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "votes" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "VoteOption_pkey" PRIMARY KEY ("voteOptionID")
);

-- CreateTable
CREATE TABLE "ContentVote" (
    "id" SERIAL NOT NULL,
    "contentID" INTEGER NOT NULL,
    "voteOptionID" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentVote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PollQuestion" (
    "contentPollID" SERIAL NOT NULL,
    "contentID" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "name" TEXT,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "typeQuestion" INTEGER NOT NULL,
    "votes" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PollQuestion_pkey" PRIMARY KEY ("contentPollID")
);

-- CreateTable
CREATE TABLE "PollAnswerOption" (
    "contentAnswerID" SERIAL NOT NULL,
    "contentPollID" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "votes" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PollAnswerOption_pkey" PRIMARY KEY ("contentAnswerID")
);

-- CreateTable
CREATE TABLE "PollUserAnswer" (
    "id" SERIAL NOT NULL,
    "contentPollID" INTEGER NOT NULL,
    "contentAnswerID" INTEGER,
    "userId" INTEGER NOT NULL,
    "value" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PollUserAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RelatedEntity" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "allowedUrl" TEXT NOT NULL,
    "installed" BOOLEAN NOT NULL DEFAULT false,
    "siteStatus" INTEGER NOT NULL DEFAULT 1,
    "siteType" INTEGER NOT NULL DEFAULT 0,
    "locationID" INTEGER,
    "visits" INTEGER NOT NULL DEFAULT 0,
    "pqrdsEnabled" BOOLEAN NOT NULL DEFAULT false,
    "deleted" BOOLEAN NOT NULL DEFAULT false,
    "latitude" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "longitude" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RelatedEntity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExcludedGlobalItem" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "globalID" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExcludedGlobalItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Track" (
    "id" SERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "identifier" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Track_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Comment" (
    "commentID" SERIAL NOT NULL,
    "parentCommentID" INTEGER,
    "contentID" INTEGER NOT NULL,
    "commentType" INTEGER NOT NULL DEFAULT 1,
    "value" TEXT NOT NULL,
    "valueHtml" TEXT,
    "userId" INTEGER,
    "embedUrl" TEXT,
    "imageUrl" TEXT,
    "fileUrl" TEXT,
    "codeUrl" TEXT,
    "fileID" INTEGER,
    "countLikes" INTEGER NOT NULL DEFAULT 0,
    "countComments" INTEGER NOT NULL DEFAULT 0,
    "seen" BOOLEAN NOT NULL DEFAULT false,
    "creationDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Comment_pkey" PRIMARY KEY ("commentID")
);

-- CreateTable
CREATE TABLE "CommentLike" (
    "commentID" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommentLike_pkey" PRIMARY KEY ("commentID","userId")
);

-- CreateTable
CREATE TABLE "Feedback" (
    "feedbackID" SERIAL NOT NULL,
    "helped" BOOLEAN NOT NULL,
    "name" TEXT,
    "email" TEXT,
    "message" TEXT,
    "contentID" INTEGER,
    "contentModel" TEXT,
    "friendlyName" TEXT,
    "userId" INTEGER,
    "seen" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Feedback_pkey" PRIMARY KEY ("feedbackID")
);

-- CreateTable
CREATE TABLE "ReportReason" (
    "reasonID" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "ReportReason_pkey" PRIMARY KEY ("reasonID")
);

-- CreateTable
CREATE TABLE "Report" (
    "reportID" SERIAL NOT NULL,
    "reportType" "ReportType" NOT NULL,
    "contentID" INTEGER,
    "commentID" INTEGER,
    "parentCommentID" INTEGER,
    "reasonID" INTEGER NOT NULL,
    "comment" TEXT,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),
    "resolvedById" INTEGER,
    "resolution" TEXT,

    CONSTRAINT "Report_pkey" PRIMARY KEY ("reportID")
);

-- CreateTable
CREATE TABLE "Suggestion" (
    "suggestionID" SERIAL NOT NULL,
    "names" TEXT,
    "email" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "seen" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Suggestion_pkey" PRIMARY KEY ("suggestionID")
);

-- CreateTable
CREATE TABLE "Block" (
    "blockID" SERIAL NOT NULL,
    "blockSectionID" INTEGER,
    "type" INTEGER NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "frame" JSONB NOT NULL DEFAULT '{}',
    "listSocialNetworks" JSONB,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Block_pkey" PRIMARY KEY ("blockID")
);

-- CreateTable
CREATE TABLE "BlockLogo" (
    "blockLogosID" SERIAL NOT NULL,
    "blockID" INTEGER NOT NULL,
    "globalLogoId" INTEGER,
    "name" TEXT NOT NULL,
    "url" TEXT,
    "image" TEXT,
    "fileID" INTEGER,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BlockLogo_pkey" PRIMARY KEY ("blockLogosID")
);

-- CreateTable
CREATE TABLE "BlockShortcut" (
    "blockShortCutsID" SERIAL NOT NULL,
    "blockID" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "image" TEXT,
    "fileID" INTEGER,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BlockShortcut_pkey" PRIMARY KEY ("blockShortCutsID")
);

-- CreateTable
CREATE TABLE "BlockSection" (
    "id" SERIAL NOT NULL,
    "blockID" INTEGER NOT NULL,
    "tagID" INTEGER,
    "name" TEXT NOT NULL,
    "url" TEXT,
    "icon" TEXT,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BlockSection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlockPerson" (
    "blockPersonsID" SERIAL NOT NULL,
    "blockID" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT,
    "image" TEXT,
    "fileID" INTEGER,
    "email" TEXT,
    "description" TEXT,
    "position" TEXT,
    "company" TEXT,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BlockPerson_pkey" PRIMARY KEY ("blockPersonsID")
);

-- CreateTable
CREATE TABLE "BlockMapItem" (
    "id" SERIAL NOT NULL,
    "blockID" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "image" TEXT,
    "fileID" INTEGER,
    "url" TEXT,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BlockMapItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Banner" (
    "bannerID" SERIAL NOT NULL,
    "blockID" INTEGER,
    "title" TEXT,
    "subtitle" TEXT,
    "titleColor" TEXT,
    "subtitleColor" TEXT,
    "titleFont" TEXT,
    "subtitleFont" TEXT,
    "titleBold" BOOLEAN NOT NULL DEFAULT false,
    "titleItalic" BOOLEAN NOT NULL DEFAULT false,
    "subtitleBold" BOOLEAN NOT NULL DEFAULT false,
    "subtitleItalic" BOOLEAN NOT NULL DEFAULT false,
    "link" TEXT,
    "customUrl" TEXT,
    "imageUrl" TEXT,
    "embedUrl" TEXT,
    "fileID" INTEGER,
    "mobileImageUrl" TEXT,
    "mobileFileID" INTEGER,
    "bckColor" TEXT,
    "bckOpacity" DOUBLE PRECISION,
    "description" TEXT,
    "rotation" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 1,
    "removeBySite" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Banner_pkey" PRIMARY KEY ("bannerID")
);

-- CreateTable
CREATE TABLE "MenuOption" (
    "menuOptionID" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "parentID" INTEGER,
    "link" TEXT,
    "icon" TEXT,
    "menuOptionType" INTEGER NOT NULL,
    "relatedID" INTEGER,
    "contentName" TEXT,
    "contentType" INTEGER[],
    "showContentsOnHome" BOOLEAN NOT NULL DEFAULT false,
    "isPrivate" BOOLEAN NOT NULL DEFAULT false,
    "isMain" BOOLEAN NOT NULL DEFAULT false,
    "containContent" BOOLEAN NOT NULL DEFAULT false,
    "canBeDeleted" BOOLEAN NOT NULL DEFAULT true,
    "pendingEdit" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "section" "MenuSection" NOT NULL DEFAULT 'Home',
    "blockID" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MenuOption_pkey" PRIMARY KEY ("menuOptionID")
);

-- CreateTable
CREATE TABLE "TransparencySection" (
    "transparencySectionID" SERIAL NOT NULL,
    "parentID" INTEGER,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "idIndex" TEXT,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "TransparencySection_pkey" PRIMARY KEY ("transparencySectionID")
);

-- CreateTable
CREATE TABLE "TransparencyItem" (
    "transparencyItemID" SERIAL NOT NULL,
    "transparencySectionID" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "link" TEXT NOT NULL,
    "idIndex" TEXT,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "TransparencyItem_pkey" PRIMARY KEY ("transparencyItemID")
);

-- CreateTable
CREATE TABLE "Indicator" (
    "indicatorId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "link" TEXT,
    "recommendations" TEXT,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "Indicator_pkey" PRIMARY KEY ("indicatorId")
);

-- CreateTable
CREATE TABLE "IndicatorScore" (
    "id" SERIAL NOT NULL,
    "indicatorId" INTEGER NOT NULL,
    "periodType" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL DEFAULT 0,
    "week" INTEGER NOT NULL DEFAULT 0,
    "score" DOUBLE PRECISION NOT NULL,
    "description" TEXT,
    "metricName" TEXT,
    "value" DOUBLE PRECISION,
    "minValue" DOUBLE PRECISION,
    "maxValue" DOUBLE PRECISION,
    "type" INTEGER NOT NULL DEFAULT 1,
    "showVars" BOOLEAN NOT NULL DEFAULT false,
    "hasThreshold" BOOLEAN NOT NULL DEFAULT false,
    "populationPercentage" DOUBLE PRECISION,
    "computedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IndicatorScore_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SiteScore" (
    "id" SERIAL NOT NULL,
    "periodType" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL DEFAULT 0,
    "week" INTEGER NOT NULL DEFAULT 0,
    "score" DOUBLE PRECISION NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SiteScore_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SiteRanking" (
    "id" SERIAL NOT NULL,
    "periodType" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL DEFAULT 0,
    "week" INTEGER NOT NULL DEFAULT 0,
    "siteTypeId" INTEGER NOT NULL DEFAULT 0,
    "rank" INTEGER NOT NULL,
    "siteName" TEXT NOT NULL,
    "score" DOUBLE PRECISION,
    "current" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "SiteRanking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Popup" (
    "popupID" SERIAL NOT NULL,
    "nombre" TEXT NOT NULL,
    "alias" TEXT,
    "embedUrl" TEXT,
    "body" TEXT,
    "externalLink" TEXT,
    "nameButtonUrl" TEXT,
    "showMode" INTEGER NOT NULL DEFAULT 2,
    "showForTypeUserId" INTEGER,
    "published" BOOLEAN NOT NULL DEFAULT true,
    "publishedDateFrom" TIMESTAMP(3),
    "publishedDateTo" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Popup_pkey" PRIMARY KEY ("popupID")
);

-- CreateTable
CREATE TABLE "FooterLogo" (
    "id" SERIAL NOT NULL,
    "link" TEXT,
    "imageUrl" TEXT NOT NULL,
    "fileID" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "FooterLogo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Subsidiary" (
    "subsidiaryID" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "operationHours" TEXT,
    "email" TEXT,
    "phonenumber" TEXT,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "Subsidiary_pkey" PRIMARY KEY ("subsidiaryID")
);

-- CreateTable
CREATE TABLE "Ticket" (
    "ticketID" SERIAL NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "name" TEXT,
    "email" TEXT,
    "userId" INTEGER,
    "status" INTEGER NOT NULL DEFAULT 1,
    "seen" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "Ticket_pkey" PRIMARY KEY ("ticketID")
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "chatMessageID" SERIAL NOT NULL,
    "conversationID" TEXT NOT NULL,
    "userId" INTEGER,
    "senderName" TEXT,
    "fromStaff" BOOLEAN NOT NULL DEFAULT false,
    "message" TEXT NOT NULL,
    "seen" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatMessage_pkey" PRIMARY KEY ("chatMessageID")
);

-- CreateIndex
CREATE UNIQUE INDEX "TextResource_key_key" ON "TextResource"("key");

-- CreateIndex
CREATE UNIQUE INDEX "StoredFile_storageKey_key" ON "StoredFile"("storageKey");

-- CreateIndex
CREATE INDEX "StoredFile_ownerUserId_idx" ON "StoredFile"("ownerUserId");

-- CreateIndex
CREATE INDEX "EmailMessage_status_createdAt_idx" ON "EmailMessage"("status", "createdAt");

-- CreateIndex
CREATE INDEX "AuditLog_entityType_entityId_idx" ON "AuditLog"("entityType", "entityId");

-- CreateIndex
CREATE INDEX "Location_parentId_idx" ON "Location"("parentId");

-- CreateIndex
CREATE UNIQUE INDEX "Location_level_code_key" ON "Location"("level", "code");

-- CreateIndex
CREATE UNIQUE INDEX "IdentificationType_code_key" ON "IdentificationType"("code");

-- CreateIndex
CREATE UNIQUE INDEX "UserType_name_key" ON "UserType"("name");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "User_friendlyName_key" ON "User"("friendlyName");

-- CreateIndex
CREATE UNIQUE INDEX "User_facebookId_key" ON "User"("facebookId");

-- CreateIndex
CREATE UNIQUE INDEX "User_twitterId_key" ON "User"("twitterId");

-- CreateIndex
CREATE UNIQUE INDEX "User_googleId_key" ON "User"("googleId");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");

-- CreateIndex
CREATE INDEX "EmailCode_email_idx" ON "EmailCode"("email");

-- CreateIndex
CREATE INDEX "Notification_userId_seen_idx" ON "Notification"("userId", "seen");

-- CreateIndex
CREATE UNIQUE INDEX "PolicyTerm_termType_scope_version_key" ON "PolicyTerm"("termType", "scope", "version");

-- CreateIndex
CREATE UNIQUE INDEX "Tooltip_key_key" ON "Tooltip"("key");

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterSubscriber_email_key" ON "NewsletterSubscriber"("email");

-- CreateIndex
CREATE UNIQUE INDEX "ComplaintForm_trackingID_key" ON "ComplaintForm"("trackingID");

-- CreateIndex
CREATE INDEX "ComplaintForm_complaintFormTypeID_date_idx" ON "ComplaintForm"("complaintFormTypeID", "date");

-- CreateIndex
CREATE INDEX "ComplaintForm_status_answerableDate_idx" ON "ComplaintForm"("status", "answerableDate");

-- CreateIndex
CREATE INDEX "ComplaintForm_userId_idx" ON "ComplaintForm"("userId");

-- CreateIndex
CREATE INDEX "ComplaintForm_identification_idx" ON "ComplaintForm"("identification");

-- CreateIndex
CREATE INDEX "ComplaintForm_date_idx" ON "ComplaintForm"("date");

-- CreateIndex
CREATE INDEX "ComplaintForm_delegateEmail_idx" ON "ComplaintForm"("delegateEmail");

-- CreateIndex
CREATE INDEX "ComplaintFormAnswerFile_complaintFormID_idx" ON "ComplaintFormAnswerFile"("complaintFormID");

-- CreateIndex
CREATE INDEX "ComplaintFormAnswerFile_fileID_idx" ON "ComplaintFormAnswerFile"("fileID");

-- CreateIndex
CREATE UNIQUE INDEX "ComplaintFormToken_tokenHash_key" ON "ComplaintFormToken"("tokenHash");

-- CreateIndex
CREATE INDEX "ComplaintFormToken_complaintFormID_purpose_idx" ON "ComplaintFormToken"("complaintFormID", "purpose");

-- CreateIndex
CREATE INDEX "ComplaintFormHistory_complaintFormID_createdAt_idx" ON "ComplaintFormHistory"("complaintFormID", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "AttentionConfig_day_key" ON "AttentionConfig"("day");

-- CreateIndex
CREATE UNIQUE INDEX "EntityClosureDay_date_key" ON "EntityClosureDay"("date");

-- CreateIndex
CREATE UNIQUE INDEX "ComplaintResource_keyword_key" ON "ComplaintResource"("keyword");

-- CreateIndex
CREATE UNIQUE INDEX "Certificate_slug_key" ON "Certificate"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Property_cadastralKey_key" ON "Property"("cadastralKey");

-- CreateIndex
CREATE INDEX "PropertyOwner_identification_idx" ON "PropertyOwner"("identification");

-- CreateIndex
CREATE UNIQUE INDEX "PropertyOwner_propertyId_identification_key" ON "PropertyOwner"("propertyId", "identification");

-- CreateIndex
CREATE UNIQUE INDEX "Resident_identification_key" ON "Resident"("identification");

-- CreateIndex
CREATE INDEX "StaffRecord_identification_idx" ON "StaffRecord"("identification");

-- CreateIndex
CREATE INDEX "CertificateRequest_certificateID_createdAt_idx" ON "CertificateRequest"("certificateID", "createdAt");

-- CreateIndex
CREATE INDEX "CertificateRequest_requiredPay_paid_idx" ON "CertificateRequest"("requiredPay", "paid");

-- CreateIndex
CREATE INDEX "CertificateRequest_identification_idx" ON "CertificateRequest"("identification");

-- CreateIndex
CREATE INDEX "CertificateRequest_cadastralKey_idx" ON "CertificateRequest"("cadastralKey");

-- CreateIndex
CREATE UNIQUE INDEX "CertificateIssue_certificadoID_key" ON "CertificateIssue"("certificadoID");

-- CreateIndex
CREATE UNIQUE INDEX "CertificateIssue_validityCode_key" ON "CertificateIssue"("validityCode");

-- CreateIndex
CREATE INDEX "CertificateProcess_certificateID_idx" ON "CertificateProcess"("certificateID");

-- CreateIndex
CREATE UNIQUE INDEX "DocumentVariable_subDocumentTypeID_name_key" ON "DocumentVariable"("subDocumentTypeID", "name");

-- CreateIndex
CREATE INDEX "DocumentDataRow_subDocumentTypeID_searchValue_idx" ON "DocumentDataRow"("subDocumentTypeID", "searchValue");

-- CreateIndex
CREATE INDEX "DocumentDataRow_importJobID_idx" ON "DocumentDataRow"("importJobID");

-- CreateIndex
CREATE UNIQUE INDEX "DocumentIssue_guid_key" ON "DocumentIssue"("guid");

-- CreateIndex
CREATE INDEX "DocumentIssue_subDocumentTypeID_issuedAt_idx" ON "DocumentIssue"("subDocumentTypeID", "issuedAt");

-- CreateIndex
CREATE INDEX "ImportJob_kind_createdAt_idx" ON "ImportJob"("kind", "createdAt");

-- CreateIndex
CREATE INDEX "ImportJob_status_idx" ON "ImportJob"("status");

-- CreateIndex
CREATE UNIQUE INDEX "Tag_friendlyName_key" ON "Tag"("friendlyName");

-- CreateIndex
CREATE INDEX "Tag_name_idx" ON "Tag"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Label_friendlyName_key" ON "Label"("friendlyName");

-- CreateIndex
CREATE INDEX "Label_defaultTagID_idx" ON "Label"("defaultTagID");

-- CreateIndex
CREATE INDEX "Label_name_idx" ON "Label"("name");

-- CreateIndex
CREATE UNIQUE INDEX "SubLabel_labelID_friendlyName_key" ON "SubLabel"("labelID", "friendlyName");

-- CreateIndex
CREATE UNIQUE INDEX "Content_friendlyName_key" ON "Content"("friendlyName");

-- CreateIndex
CREATE INDEX "Content_contentType_creationDate_idx" ON "Content"("contentType", "creationDate");

-- CreateIndex
CREATE INDEX "Content_published_publishedDateFrom_publishedDateTo_idx" ON "Content"("published", "publishedDateFrom", "publishedDateTo");

-- CreateIndex
CREATE INDEX "Content_userId_idx" ON "Content"("userId");

-- CreateIndex
CREATE INDEX "Content_searchVector_idx" ON "Content" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "ContentAttribute_name_value_idx" ON "ContentAttribute"("name", "value");

-- CreateIndex
CREATE UNIQUE INDEX "ContentAttribute_contentID_name_key" ON "ContentAttribute"("contentID", "name");

-- CreateIndex
CREATE INDEX "ContentFile_fileID_idx" ON "ContentFile"("fileID");

-- CreateIndex
CREATE UNIQUE INDEX "ContentFile_contentID_fileID_key" ON "ContentFile"("contentID", "fileID");

-- CreateIndex
CREATE INDEX "ContentTag_tagID_displayOrder_idx" ON "ContentTag"("tagID", "displayOrder");

-- CreateIndex
CREATE INDEX "ContentLabel_labelID_idx" ON "ContentLabel"("labelID");

-- CreateIndex
CREATE INDEX "ContentSubLabel_subLabelID_idx" ON "ContentSubLabel"("subLabelID");

-- CreateIndex
CREATE INDEX "ContentLike_userId_idx" ON "ContentLike"("userId");

-- CreateIndex
CREATE INDEX "VoteOption_contentID_idx" ON "VoteOption"("contentID");

-- CreateIndex
CREATE INDEX "ContentVote_contentID_userId_idx" ON "ContentVote"("contentID", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "ContentVote_voteOptionID_userId_key" ON "ContentVote"("voteOptionID", "userId");

-- CreateIndex
CREATE INDEX "PollQuestion_contentID_idx" ON "PollQuestion"("contentID");

-- CreateIndex
CREATE INDEX "PollAnswerOption_contentPollID_idx" ON "PollAnswerOption"("contentPollID");

-- CreateIndex
CREATE INDEX "PollUserAnswer_userId_idx" ON "PollUserAnswer"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "PollUserAnswer_contentPollID_userId_contentAnswerID_key" ON "PollUserAnswer"("contentPollID", "userId", "contentAnswerID");

-- CreateIndex
CREATE INDEX "RelatedEntity_name_idx" ON "RelatedEntity"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ExcludedGlobalItem_kind_globalID_key" ON "ExcludedGlobalItem"("kind", "globalID");

-- CreateIndex
CREATE INDEX "Track_type_identifier_createdAt_idx" ON "Track"("type", "identifier", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_contentID_creationDate_idx" ON "Comment"("contentID", "creationDate");

-- CreateIndex
CREATE INDEX "Comment_parentCommentID_creationDate_idx" ON "Comment"("parentCommentID", "creationDate");

-- CreateIndex
CREATE INDEX "Comment_userId_idx" ON "Comment"("userId");

-- CreateIndex
CREATE INDEX "Comment_seen_idx" ON "Comment"("seen");

-- CreateIndex
CREATE INDEX "CommentLike_userId_idx" ON "CommentLike"("userId");

-- CreateIndex
CREATE INDEX "Feedback_contentID_idx" ON "Feedback"("contentID");

-- CreateIndex
CREATE INDEX "Feedback_createdAt_idx" ON "Feedback"("createdAt");

-- CreateIndex
CREATE INDEX "Report_reportType_resolvedAt_idx" ON "Report"("reportType", "resolvedAt");

-- CreateIndex
CREATE INDEX "Report_contentID_idx" ON "Report"("contentID");

-- CreateIndex
CREATE INDEX "Report_commentID_idx" ON "Report"("commentID");

-- CreateIndex
CREATE INDEX "Block_blockSectionID_displayOrder_idx" ON "Block"("blockSectionID", "displayOrder");

-- CreateIndex
CREATE INDEX "BlockLogo_blockID_displayOrder_idx" ON "BlockLogo"("blockID", "displayOrder");

-- CreateIndex
CREATE INDEX "BlockShortcut_blockID_displayOrder_idx" ON "BlockShortcut"("blockID", "displayOrder");

-- CreateIndex
CREATE INDEX "BlockSection_blockID_displayOrder_idx" ON "BlockSection"("blockID", "displayOrder");

-- CreateIndex
CREATE INDEX "BlockSection_tagID_idx" ON "BlockSection"("tagID");

-- CreateIndex
CREATE INDEX "BlockPerson_blockID_displayOrder_idx" ON "BlockPerson"("blockID", "displayOrder");

-- CreateIndex
CREATE INDEX "BlockMapItem_blockID_idx" ON "BlockMapItem"("blockID");

-- CreateIndex
CREATE INDEX "Banner_blockID_displayOrder_idx" ON "Banner"("blockID", "displayOrder");

-- CreateIndex
CREATE INDEX "MenuOption_section_parentID_displayOrder_idx" ON "MenuOption"("section", "parentID", "displayOrder");

-- CreateIndex
CREATE INDEX "TransparencySection_parentID_displayOrder_idx" ON "TransparencySection"("parentID", "displayOrder");

-- CreateIndex
CREATE INDEX "TransparencyItem_transparencySectionID_displayOrder_idx" ON "TransparencyItem"("transparencySectionID", "displayOrder");

-- CreateIndex
CREATE UNIQUE INDEX "IndicatorScore_indicatorId_periodType_year_month_week_key" ON "IndicatorScore"("indicatorId", "periodType", "year", "month", "week");

-- CreateIndex
CREATE UNIQUE INDEX "SiteScore_periodType_year_month_week_key" ON "SiteScore"("periodType", "year", "month", "week");

-- CreateIndex
CREATE UNIQUE INDEX "SiteRanking_periodType_year_month_week_siteTypeId_rank_key" ON "SiteRanking"("periodType", "year", "month", "week", "siteTypeId", "rank");

-- CreateIndex
CREATE INDEX "Ticket_status_createdAt_idx" ON "Ticket"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ChatMessage_conversationID_createdAt_idx" ON "ChatMessage"("conversationID", "createdAt");

-- AddForeignKey
ALTER TABLE "StoredFile" ADD CONSTRAINT "StoredFile_ownerUserId_fkey" FOREIGN KEY ("ownerUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditLog" ADD CONSTRAINT "AuditLog_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Location" ADD CONSTRAINT "Location_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Location"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_identificationTypeId_fkey" FOREIGN KEY ("identificationTypeId") REFERENCES "IdentificationType"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_userTypeId_fkey" FOREIGN KEY ("userTypeId") REFERENCES "UserType"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserPermission" ADD CONSTRAINT "UserPermission_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailCode" ADD CONSTRAINT "EmailCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserNotificationPreference" ADD CONSTRAINT "UserNotificationPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserNotificationPreference" ADD CONSTRAINT "UserNotificationPreference_preferenceId_fkey" FOREIGN KEY ("preferenceId") REFERENCES "NotificationPreference"("Id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserMainFile" ADD CONSTRAINT "UserMainFile_userMainID_fkey" FOREIGN KEY ("userMainID") REFERENCES "UserMain"("userMainID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyTermView" ADD CONSTRAINT "PolicyTermView_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyTermView" ADD CONSTRAINT "PolicyTermView_termId_fkey" FOREIGN KEY ("termId") REFERENCES "PolicyTerm"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintFormUserType" ADD CONSTRAINT "ComplaintFormUserType_identificationTypeID_fkey" FOREIGN KEY ("identificationTypeID") REFERENCES "IdentificationType"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_complaintFormTypeID_fkey" FOREIGN KEY ("complaintFormTypeID") REFERENCES "ComplaintFormType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_complaintFormUserTypeID_fkey" FOREIGN KEY ("complaintFormUserTypeID") REFERENCES "ComplaintFormUserType"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_identificationTypeID_fkey" FOREIGN KEY ("identificationTypeID") REFERENCES "IdentificationType"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_rootLocationPersonalID_fkey" FOREIGN KEY ("rootLocationPersonalID") REFERENCES "Location"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_secondLevelLocationPersonalID_fkey" FOREIGN KEY ("secondLevelLocationPersonalID") REFERENCES "Location"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_locationPersonalID_fkey" FOREIGN KEY ("locationPersonalID") REFERENCES "Location"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_attentionConfigID_fkey" FOREIGN KEY ("attentionConfigID") REFERENCES "AttentionConfig"("attentionConfigID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_rootLocationID_fkey" FOREIGN KEY ("rootLocationID") REFERENCES "Location"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_secondLevelLocationID_fkey" FOREIGN KEY ("secondLevelLocationID") REFERENCES "Location"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_locationID_fkey" FOREIGN KEY ("locationID") REFERENCES "Location"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_answeredById_fkey" FOREIGN KEY ("answeredById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintFormAnswerFile" ADD CONSTRAINT "ComplaintFormAnswerFile_complaintFormID_fkey" FOREIGN KEY ("complaintFormID") REFERENCES "ComplaintForm"("complaintFormID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintFormAnswerFile" ADD CONSTRAINT "ComplaintFormAnswerFile_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintFormToken" ADD CONSTRAINT "ComplaintFormToken_complaintFormID_fkey" FOREIGN KEY ("complaintFormID") REFERENCES "ComplaintForm"("complaintFormID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintFormHistory" ADD CONSTRAINT "ComplaintFormHistory_complaintFormID_fkey" FOREIGN KEY ("complaintFormID") REFERENCES "ComplaintForm"("complaintFormID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintFormHistory" ADD CONSTRAINT "ComplaintFormHistory_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PropertyOwner" ADD CONSTRAINT "PropertyOwner_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CertificateRequest" ADD CONSTRAINT "CertificateRequest_certificateID_fkey" FOREIGN KEY ("certificateID") REFERENCES "Certificate"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CertificateRequest" ADD CONSTRAINT "CertificateRequest_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CertificateRequest" ADD CONSTRAINT "CertificateRequest_paidById_fkey" FOREIGN KEY ("paidById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CertificateRequest" ADD CONSTRAINT "CertificateRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CertificateIssue" ADD CONSTRAINT "CertificateIssue_certificadoID_fkey" FOREIGN KEY ("certificadoID") REFERENCES "CertificateRequest"("certificadoID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CertificateIssue" ADD CONSTRAINT "CertificateIssue_pdfFileID_fkey" FOREIGN KEY ("pdfFileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CertificateProcess" ADD CONSTRAINT "CertificateProcess_certificateID_fkey" FOREIGN KEY ("certificateID") REFERENCES "Certificate"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentVariable" ADD CONSTRAINT "DocumentVariable_subDocumentTypeID_fkey" FOREIGN KEY ("subDocumentTypeID") REFERENCES "SubDocumentType"("subDocumentTypeID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentDataRow" ADD CONSTRAINT "DocumentDataRow_subDocumentTypeID_fkey" FOREIGN KEY ("subDocumentTypeID") REFERENCES "SubDocumentType"("subDocumentTypeID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentDataRow" ADD CONSTRAINT "DocumentDataRow_importJobID_fkey" FOREIGN KEY ("importJobID") REFERENCES "ImportJob"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentIssue" ADD CONSTRAINT "DocumentIssue_subDocumentTypeID_fkey" FOREIGN KEY ("subDocumentTypeID") REFERENCES "SubDocumentType"("subDocumentTypeID") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentIssue" ADD CONSTRAINT "DocumentIssue_documentDataRowID_fkey" FOREIGN KEY ("documentDataRowID") REFERENCES "DocumentDataRow"("documentDataRowID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentIssue" ADD CONSTRAINT "DocumentIssue_pdfFileID_fkey" FOREIGN KEY ("pdfFileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImportJob" ADD CONSTRAINT "ImportJob_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImportJob" ADD CONSTRAINT "ImportJob_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Label" ADD CONSTRAINT "Label_defaultTagID_fkey" FOREIGN KEY ("defaultTagID") REFERENCES "Tag"("tagID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubLabel" ADD CONSTRAINT "SubLabel_labelID_fkey" FOREIGN KEY ("labelID") REFERENCES "Label"("labelID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Content" ADD CONSTRAINT "Content_imagePrincipalFileID_fkey" FOREIGN KEY ("imagePrincipalFileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Content" ADD CONSTRAINT "Content_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentAttribute" ADD CONSTRAINT "ContentAttribute_contentID_fkey" FOREIGN KEY ("contentID") REFERENCES "Content"("contentID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentFile" ADD CONSTRAINT "ContentFile_contentID_fkey" FOREIGN KEY ("contentID") REFERENCES "Content"("contentID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentFile" ADD CONSTRAINT "ContentFile_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentTag" ADD CONSTRAINT "ContentTag_contentID_fkey" FOREIGN KEY ("contentID") REFERENCES "Content"("contentID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentTag" ADD CONSTRAINT "ContentTag_tagID_fkey" FOREIGN KEY ("tagID") REFERENCES "Tag"("tagID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentLabel" ADD CONSTRAINT "ContentLabel_contentID_fkey" FOREIGN KEY ("contentID") REFERENCES "Content"("contentID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentLabel" ADD CONSTRAINT "ContentLabel_labelID_fkey" FOREIGN KEY ("labelID") REFERENCES "Label"("labelID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentSubLabel" ADD CONSTRAINT "ContentSubLabel_contentID_fkey" FOREIGN KEY ("contentID") REFERENCES "Content"("contentID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentSubLabel" ADD CONSTRAINT "ContentSubLabel_subLabelID_fkey" FOREIGN KEY ("subLabelID") REFERENCES "SubLabel"("subLabelID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentLike" ADD CONSTRAINT "ContentLike_contentID_fkey" FOREIGN KEY ("contentID") REFERENCES "Content"("contentID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentLike" ADD CONSTRAINT "ContentLike_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoteOption" ADD CONSTRAINT "VoteOption_contentID_fkey" FOREIGN KEY ("contentID") REFERENCES "Content"("contentID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentVote" ADD CONSTRAINT "ContentVote_contentID_fkey" FOREIGN KEY ("contentID") REFERENCES "Content"("contentID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentVote" ADD CONSTRAINT "ContentVote_voteOptionID_fkey" FOREIGN KEY ("voteOptionID") REFERENCES "VoteOption"("voteOptionID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentVote" ADD CONSTRAINT "ContentVote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PollQuestion" ADD CONSTRAINT "PollQuestion_contentID_fkey" FOREIGN KEY ("contentID") REFERENCES "Content"("contentID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PollAnswerOption" ADD CONSTRAINT "PollAnswerOption_contentPollID_fkey" FOREIGN KEY ("contentPollID") REFERENCES "PollQuestion"("contentPollID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PollUserAnswer" ADD CONSTRAINT "PollUserAnswer_contentPollID_fkey" FOREIGN KEY ("contentPollID") REFERENCES "PollQuestion"("contentPollID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PollUserAnswer" ADD CONSTRAINT "PollUserAnswer_contentAnswerID_fkey" FOREIGN KEY ("contentAnswerID") REFERENCES "PollAnswerOption"("contentAnswerID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PollUserAnswer" ADD CONSTRAINT "PollUserAnswer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RelatedEntity" ADD CONSTRAINT "RelatedEntity_locationID_fkey" FOREIGN KEY ("locationID") REFERENCES "Location"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_parentCommentID_fkey" FOREIGN KEY ("parentCommentID") REFERENCES "Comment"("commentID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_contentID_fkey" FOREIGN KEY ("contentID") REFERENCES "Content"("contentID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommentLike" ADD CONSTRAINT "CommentLike_commentID_fkey" FOREIGN KEY ("commentID") REFERENCES "Comment"("commentID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommentLike" ADD CONSTRAINT "CommentLike_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Feedback" ADD CONSTRAINT "Feedback_contentID_fkey" FOREIGN KEY ("contentID") REFERENCES "Content"("contentID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Feedback" ADD CONSTRAINT "Feedback_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_contentID_fkey" FOREIGN KEY ("contentID") REFERENCES "Content"("contentID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_commentID_fkey" FOREIGN KEY ("commentID") REFERENCES "Comment"("commentID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_reasonID_fkey" FOREIGN KEY ("reasonID") REFERENCES "ReportReason"("reasonID") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_resolvedById_fkey" FOREIGN KEY ("resolvedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockLogo" ADD CONSTRAINT "BlockLogo_blockID_fkey" FOREIGN KEY ("blockID") REFERENCES "Block"("blockID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockLogo" ADD CONSTRAINT "BlockLogo_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockShortcut" ADD CONSTRAINT "BlockShortcut_blockID_fkey" FOREIGN KEY ("blockID") REFERENCES "Block"("blockID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockShortcut" ADD CONSTRAINT "BlockShortcut_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockSection" ADD CONSTRAINT "BlockSection_blockID_fkey" FOREIGN KEY ("blockID") REFERENCES "Block"("blockID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockSection" ADD CONSTRAINT "BlockSection_tagID_fkey" FOREIGN KEY ("tagID") REFERENCES "Tag"("tagID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockPerson" ADD CONSTRAINT "BlockPerson_blockID_fkey" FOREIGN KEY ("blockID") REFERENCES "Block"("blockID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockPerson" ADD CONSTRAINT "BlockPerson_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockMapItem" ADD CONSTRAINT "BlockMapItem_blockID_fkey" FOREIGN KEY ("blockID") REFERENCES "Block"("blockID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockMapItem" ADD CONSTRAINT "BlockMapItem_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Banner" ADD CONSTRAINT "Banner_blockID_fkey" FOREIGN KEY ("blockID") REFERENCES "Block"("blockID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Banner" ADD CONSTRAINT "Banner_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Banner" ADD CONSTRAINT "Banner_mobileFileID_fkey" FOREIGN KEY ("mobileFileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MenuOption" ADD CONSTRAINT "MenuOption_parentID_fkey" FOREIGN KEY ("parentID") REFERENCES "MenuOption"("menuOptionID") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MenuOption" ADD CONSTRAINT "MenuOption_blockID_fkey" FOREIGN KEY ("blockID") REFERENCES "Block"("blockID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TransparencySection" ADD CONSTRAINT "TransparencySection_parentID_fkey" FOREIGN KEY ("parentID") REFERENCES "TransparencySection"("transparencySectionID") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TransparencyItem" ADD CONSTRAINT "TransparencyItem_transparencySectionID_fkey" FOREIGN KEY ("transparencySectionID") REFERENCES "TransparencySection"("transparencySectionID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IndicatorScore" ADD CONSTRAINT "IndicatorScore_indicatorId_fkey" FOREIGN KEY ("indicatorId") REFERENCES "Indicator"("indicatorId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FooterLogo" ADD CONSTRAINT "FooterLogo_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

